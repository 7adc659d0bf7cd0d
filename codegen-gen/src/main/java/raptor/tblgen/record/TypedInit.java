package raptor.tblgen.record;

/** A value with a static type: every value except {@code ?}. */
public sealed interface TypedInit extends Init
    permits BitInit, BitsInit, IntInit, StringInit, ListInit, DagInit, DefInit, VarInit, FieldInit, VarDefInit,
    VarBitInit, OpInit, AnonymousNameInit {

  /** {@return the static type of the value} */
  RecType type();
}
