/**
 * The {@code spat} (Spatial) dialect: compute nodes of a dataflow graph on PIM cores, the
 * channels and host transfers between them, and layout plans. The ops are generated from
 * {@code spat/Spatial.td}; {@link raptor.dialect.spat.SpatOpsImpl} holds their verifiers.
 */
package raptor.dialect.spat;
