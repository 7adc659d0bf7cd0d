/**
 * The {@code pim} dialect: per-core programs for PIM accelerators built on ReRAM crossbars, in
 * destination style on tensors before bufferization and on memrefs after. The ops are generated
 * from {@code pim/Pim.td}; {@link raptor.dialect.pim.PimOpsImpl} holds their verifiers and
 * {@link raptor.dialect.pim.PimAttributes} the discardable attributes of the pipeline.
 */
package raptor.dialect.pim;
