package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
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
    return elements(record, field, DefInit.class, DefInit::def, "a list of records");
  }

  static List<String> strings(Record record, String field) {
    return elements(record, field, StringInit.class, StringInit::value, "a list of strings");
  }

  static List<Long> integers(Record record, String field) {
    return elements(record, field, IntInit.class, IntInit::value, "a list of ints");
  }

  /** {@return the list {@code field}, each element a {@code kind} turned into its value} */
  private static <I extends Init, T> List<T> elements(Record record, String field, Class<I> kind,
      Function<I, T> value, String expected) {
    List<T> values = new ArrayList<>();
    for (Init element : list(record, field)) {
      if (!kind.isInstance(element)) {
        throw wrongKind(record, field, expected);
      }
      values.add(value.apply(kind.cast(element)));
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
