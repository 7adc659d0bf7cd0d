/**
 * The functional PIM simulator: a host memory and N PIM cores with registers, local memories,
 * crossbars and event registers, run by a greedy round-robin scheduler with diagnostic policies.
 *
 * <p>Internal core index 0 is the host; PIM cores are 1..N, and core {@code k} runs the program of
 * file {@code core_<k-1>}. Entry point: {@link raptor.sim.Simulator}. Errors are {@link
 * raptor.sim.SimulationException}s whose message locates the failing core, pc and instruction.
 */
package raptor.sim;
