/**
 * The {@code raptor-sim} command: runs PIM artifacts on the functional simulator ({@link
 * raptor.tools.sim.RaptorSim}).
 */
package raptor.tools.sim;
