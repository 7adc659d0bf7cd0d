package raptor.tblgen.record;

import java.util.List;

/**
 * Prints records in the format of {@code mlir-tblgen --print-records} (LLVM 22): the classes, then the defs,
 * each sorted by name, with template arguments, superclass comments and fields in TableGen's order.
 */
public final class RecordsPrinter {

  private RecordsPrinter() {
  }

  /**
   * Prints all records.
   *
   * @param keeper the records
   * @return the text, ending in a newline
   */
  public static String print(RecordKeeper keeper) {
    StringBuilder out = new StringBuilder("------------- Classes -----------------\n");
    for (Record c : keeper.classes()) {
      record(out.append("class "), c);
    }
    out.append("------------- Defs -----------------\n");
    for (Record def : keeper.defs()) {
      record(out.append("def "), def);
    }
    return out.toString();
  }

  private static void record(StringBuilder out, Record record) {
    out.append(record.name());
    List<String> templateArgs = record.templateArgs();
    if (!templateArgs.isEmpty()) {
      out.append('<');
      for (int i = 0; i < templateArgs.size(); i++) {
        value(out.append(i == 0 ? "" : ", "), record.value(templateArgs.get(i)));
      }
      out.append('>');
    }
    out.append(" {");
    List<Record> superClasses = record.superClasses();
    if (!superClasses.isEmpty()) {
      out.append("\t//");
      for (Record superClass : superClasses) {
        out.append(' ').append(superClass.name());
      }
    }
    out.append('\n');
    fields(out, record, true);
    fields(out, record, false);
    out.append("}\n");
  }

  /** Prints the {@code field}-declared values first, then the others, as TableGen does. */
  private static void fields(StringBuilder out, Record record, boolean nonconcrete) {
    for (RecordVal value : record.values()) {
      if (value.kind() == RecordVal.Kind.TEMPLATE_ARG
          || (value.kind() == RecordVal.Kind.NONCONCRETE_FIELD) != nonconcrete) {
        continue;
      }
      value(out.append("  "), value);
      out.append(";\n");
    }
  }

  private static void value(StringBuilder out, RecordVal value) {
    if (value.kind() == RecordVal.Kind.NONCONCRETE_FIELD) {
      out.append("field ");
    }
    out.append(value.printedType()).append(' ').append(value.name());
    if (!value.value().equals(UnsetInit.NO_VALUE)) {
      out.append(" = ").append(value.value().asString());
    }
  }
}
