/**
 * The PIM target description shared by the PIM passes: core count, crossbar geometry,
 * crossbars per core and pipeline stages, resolved from pass options falling back to
 * {@code raptor-opt}'s global flags.
 */
package raptor.pim;
