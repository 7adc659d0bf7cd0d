package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.BitInit;
import raptor.tblgen.record.DagInit;
import raptor.tblgen.record.DefInit;
import raptor.tblgen.record.Init;
import raptor.tblgen.record.IntInit;
import raptor.tblgen.record.ListInit;
import raptor.tblgen.record.Record;
import raptor.tblgen.record.RecordVal;
import raptor.tblgen.record.StringInit;
import raptor.tblgen.record.UnsetInit;

/** Typed reads of record fields; a field of the wrong kind is an error at the record. */
final class Fields {
  private Fields() {
  }

  static Init raw(Record record, String field) {
    RecordVal value = record.value(field);
    return value == null ? UnsetInit.UNSET : value.value();
  }

  static boolean isSet(Record record, String field) {
    return !(raw(record, field) instanceof UnsetInit);
  }

  /** {@return the string value, or {@code fallback} when unset or absent} */
  static String string(Record record, String field, String fallback) {
    Init init = raw(record, field);
    if (init instanceof UnsetInit) {
      return fallback;
    }
    if (init instanceof StringInit s) {
      return s.value();
    }
    throw wrongKind(record, field, "a string");
  }

  static boolean bit(Record record, String field) {
    Init init = raw(record, field);
    if (init instanceof UnsetInit) {
      return false;
    }
    if (init instanceof BitInit b) {
      return b.value();
    }
    if (init instanceof IntInit i) {
      return i.value() != 0;
    }
    throw wrongKind(record, field, "a bit");
  }

  static long integer(Record record, String field, long fallback) {
    Init init = raw(record, field);
    if (init instanceof UnsetInit) {
      return fallback;
    }
    if (init instanceof IntInit i) {
      return i.value();
    }
    throw wrongKind(record, field, "an int");
  }

  /** {@return the def referenced by the field, or {@code null} when unset} */
  static Record def(Record record, String field) {
    Init init = raw(record, field);
    if (init instanceof UnsetInit) {
      return null;
    }
    if (init instanceof DefInit d) {
      return d.def();
    }
    throw wrongKind(record, field, "a record");
  }

  static List<Init> list(Record record, String field) {
    Init init = raw(record, field);
    if (init instanceof UnsetInit) {
      return List.of();
    }
    if (init instanceof ListInit l) {
      return l.elements();
    }
    throw wrongKind(record, field, "a list");
  }

  static List<Record> defs(Record record, String field) {
    List<Record> defs = new ArrayList<>();
    for (Init element : list(record, field)) {
      if (!(element instanceof DefInit d)) {
        throw wrongKind(record, field, "a list of records");
      }
      defs.add(d.def());
    }
    return defs;
  }

  static List<String> strings(Record record, String field) {
    List<String> strings = new ArrayList<>();
    for (Init element : list(record, field)) {
      if (!(element instanceof StringInit s)) {
        throw wrongKind(record, field, "a list of strings");
      }
      strings.add(s.value());
    }
    return strings;
  }

  static List<Long> integers(Record record, String field) {
    List<Long> values = new ArrayList<>();
    for (Init element : list(record, field)) {
      if (!(element instanceof IntInit i)) {
        throw wrongKind(record, field, "a list of ints");
      }
      values.add(i.value());
    }
    return values;
  }

  static DagInit dag(Record record, String field) {
    Init init = raw(record, field);
    if (init instanceof DagInit d) {
      return d;
    }
    throw wrongKind(record, field, "a dag");
  }

  private static TdException wrongKind(Record record, String field, String kind) {
    return new TdException(record.loc(), "field '" + field + "' of '" + record.name()
        + "' must be " + kind);
  }
}
