package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/** A top-level statement, or one nested in a {@code let ... in} block. */
public sealed interface Statement permits IncludeStmt, ClassStmt, DefStmt, LetStmt, DefvarStmt, AssertStmt,
    ForeachStmt, IfStmt, DefsetStmt, DumpStmt, MulticlassStmt, DefmStmt, DeftypeStmt {

  /** {@return where the statement starts} */
  SourceLoc loc();
}
