/**
 * Scheduling of Spatial compute graphs onto physical PIM cores ({@code spec/scheduling-sync.md}):
 * the {@link raptor.dialect.spat.transforms.scheduling.SchedulingTarget target}, the
 * {@link raptor.dialect.spat.transforms.scheduling.ComputeGraph compute graph} and its
 * {@link raptor.dialect.spat.transforms.scheduling.CostModel cost model}, PEFT list scheduling
 * under crossbar capacity, schedule verification, and the materialization of a schedule into
 * {@code spat.scheduled_compute} ops connected by channels.
 */
package raptor.dialect.spat.transforms.scheduling;
