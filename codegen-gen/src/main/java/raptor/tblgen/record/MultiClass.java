package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * A multiclass: its template arguments (held by a record of kind {@link Record.Kind#MULTICLASS}, as
 * {@code Name::arg}) and the entries its parents and body made, which {@code defm} instantiates.
 */
final class MultiClass {

  private final Record record;
  private final List<MulticlassEntry> entries = new ArrayList<>();

  MultiClass(Record record) {
    this.record = record;
  }

  /** {@return the record holding the template arguments} */
  Record record() {
    return record;
  }

  /** {@return the entries, which grow while the body is evaluated} */
  List<MulticlassEntry> entries() {
    return entries;
  }

  /** {@return the variable {@code Name::NAME}, the name given by the instantiating {@code defm}} */
  VarInit implicitName() {
    return new VarInit(record.qualify("NAME"), RecType.STRING);
  }

  /**
   * {@return the name of a def or defm in the body, prefixed with {@code NAME} unless it already uses it}
   *
   * @param name   the name as evaluated
   * @param keeper the records, for the folding of the concatenation
   */
  Init withImplicitName(Init name, RecordKeeper keeper) {
    VarInit implicit = implicitName();
    ReferenceFinder finder = new ReferenceFinder(keeper, implicit.name());
    name.resolve(finder);
    if (finder.found()) {
      return name;
    }
    return new BinOpInit(BinOpInit.Op.STRCONCAT, implicit, name, RecType.STRING).fold();
  }
}
