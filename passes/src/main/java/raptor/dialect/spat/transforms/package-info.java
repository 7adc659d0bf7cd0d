/**
 * The Spatial passes that place a compute graph on physical cores: {@code spat-trivial-merge}
 * and {@code schedule-and-realize-spatial}; the machinery is in
 * {@link raptor.dialect.spat.transforms.scheduling}.
 */
package raptor.dialect.spat.transforms;
