package raptor.tblgen.record;

import java.util.List;
import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * What a multiclass body (or a {@code defm} in one) makes, kept until the multiclass is instantiated: defs
 * whose names and values may still mention the template arguments, {@code NAME} and loop variables, loops
 * over lists not yet known, and assertions and dumps.
 */
sealed interface MulticlassEntry {

  /**
   * A def to make on each instantiation.
   *
   * @param prototype the def, its name and values not yet substituted
   */
  record Def(Record prototype) implements MulticlassEntry {
  }

  /**
   * A {@code foreach} (with a variable) or a branch of an {@code if} (without, over a list of zero or one
   * element): its entries once per element of the list.
   *
   * @param loc      where the loop is written
   * @param variable the loop variable, if any
   * @param list     the list, which may still mention variables
   * @param entries  the entries of the loop body
   */
  record Loop(SourceLoc loc, Optional<VarInit> variable, Init list, List<MulticlassEntry> entries)
      implements MulticlassEntry {
  }

  /**
   * An {@code assert}, checked on each instantiation outside any multiclass.
   *
   * @param assertion the condition and message
   */
  record Assertion(Record.Assertion assertion) implements MulticlassEntry {
  }

  /**
   * A {@code dump}, printed on each instantiation outside any multiclass.
   *
   * @param dump the message
   */
  record Dump(Record.Dump dump) implements MulticlassEntry {
  }
}
