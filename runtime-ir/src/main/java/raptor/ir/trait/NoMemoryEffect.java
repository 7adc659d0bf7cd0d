package raptor.ir.trait;

/**
 * Trait: the op reads and writes no memory, so it may be erased when unused and merged with an
 * identical op, but unlike a {@link Pure} op it must not be executed speculatively (it may trap,
 * as a division by zero does).
 */
public interface NoMemoryEffect extends Trait {
}
