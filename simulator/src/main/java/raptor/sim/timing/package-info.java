/**
 * The timing and energy model equivalent to pimsim-nn (the HEAPLab fork): per-core finish times,
 * throughput rounds, energy and power of a PIM program, and an event trace.
 *
 * <p>The specification is {@code shared/spec/timing-model.md}. The model reproduces pimsim-nn's
 * SystemC scheduling: one chip clock whose edge actions run in a fixed rank order, unit bodies
 * and NoC switches as explicit state machines, and a timed-event heap with {@code sc_ppq}'s tie
 * order ({@link raptor.sim.timing.PpqHeap}). Every pimsim-nn quirk the model reproduces is named by
 * a constant or comment of {@link raptor.sim.timing.Quirks}.
 *
 * <p>Entry points: {@link raptor.sim.timing.TimingInputs} reads a program and configuration,
 * {@link raptor.sim.timing.TimingSimulator} runs it into a {@link raptor.sim.timing.TimingResult}.
 */
package raptor.sim.timing;
