package raptor.sim;

/**
 * The writer/reader pair of the adversarial policy: the reader at {@code readerPc} waits until the
 * writer has completed {@code writerPc} in iteration {@code writerMinIteration} or later.
 *
 * @param writerCore internal index of the writing core
 * @param writerPc pc of the writing instruction
 * @param readerCore internal index of the reading core
 * @param readerPc pc of the reading instruction
 * @param addressBegin first host address of the dependency (reported only)
 * @param addressEnd end host address of the dependency (reported only)
 * @param readerIteration the reader iteration to defer, or null for every iteration
 * @param writerMinIteration the writer iteration that releases the reader, or null for the reader's
 *     iteration + 1
 */
public record ScheduleTarget(
    int writerCore,
    int writerPc,
    int readerCore,
    int readerPc,
    long addressBegin,
    long addressEnd,
    Integer readerIteration,
    Integer writerMinIteration) {}
