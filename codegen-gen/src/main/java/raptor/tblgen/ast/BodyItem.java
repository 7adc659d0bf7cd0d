package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/** An item of a class or def body. */
public sealed interface BodyItem permits FieldItem, LetItem, DefvarStmt, AssertStmt, DumpStmt {

  /** {@return where the item's name is} */
  SourceLoc loc();
}
