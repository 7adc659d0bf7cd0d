/**
 * {@code pim-local-memory-planning}: liveness-based addresses in each core's local memory,
 * recorded in the IR ({@code pim.local_memory_address} on allocations,
 * {@code pim.local_memory_size} on cores) for verification and code generation.
 */
package raptor.pim.planning;
