package raptor.tblgen.record;

/**
 * An operator application ({@code !op(...)}, a list subscript, {@code !if}, {@code !cond}, ...): never plain
 * data, since it stands for a value not computed yet.
 */
public sealed interface OpInit extends TypedInit
    permits UnOpInit, BinOpInit, TernOpInit, FoldOpInit, IsAOpInit, ExistsOpInit, CondOpInit, IfInit {

  @Override
  default boolean isConcrete() {
    return false;
  }
}
