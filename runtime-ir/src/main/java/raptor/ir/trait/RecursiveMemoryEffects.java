package raptor.ir.trait;

/**
 * Trait: the op's side effects are those of the ops nested in its regions, as MLIR's {@code
 * RecursiveMemoryEffects}: an unused {@code scf.if} or {@code scf.for} whose bodies hold only
 * side-effect-free ops may be erased.
 */
public interface RecursiveMemoryEffects extends Trait {
}
