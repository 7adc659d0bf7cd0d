package raptor.ir.trait;

/** Trait: The single-block regions of the op do not need a terminator. */
public interface NoTerminator extends Trait {
}
