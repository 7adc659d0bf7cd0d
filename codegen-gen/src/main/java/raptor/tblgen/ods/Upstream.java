package raptor.tblgen.ods;

import java.util.List;
import raptor.tblgen.record.Record;

/** Questions about records of MLIR's ODS library, which we know by class name only. */
final class Upstream {
  private Upstream() {
  }

  /** {@return whether {@code record} is an instance of the class {@code className}} */
  static boolean isA(Record record, String className) {
    for (Record superClass : record.superClasses()) {
      if (superClass.name().equals(className)) {
        return true;
      }
    }
    return false;
  }

  /** {@return the name of a def, or the most derived class of an anonymous one} */
  static String className(Record record) {
    List<Record> direct = record.directSuperClasses();
    if (record.kind() != Record.Kind.ANONYMOUS_DEF || direct.isEmpty()) {
      return record.name();
    }
    return direct.get(direct.size() - 1).name();
  }

  /** {@return the name of a def, or {@code Class<...>} for an anonymous instance} */
  static String describe(Record record) {
    String name = className(record);
    return name.equals(record.name()) ? name : name + "<...>";
  }
}
