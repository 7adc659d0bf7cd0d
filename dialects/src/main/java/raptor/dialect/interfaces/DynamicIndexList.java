package raptor.dialect.interfaces;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * The {@code custom<DynamicIndexList>($values, $static_values)} directive: a list such as
 * {@code [0, %i, 4]} whose static entries live in a dense i64 array and whose dynamic entries
 * are {@link ShapedType#DYNAMIC} there and take the next operand of the group (MLIR's
 * {@code printDynamicIndexList}/{@code parseDynamicIndexList}).
 */
public final class DynamicIndexList {
  private DynamicIndexList() {
  }

  /** Prints {@code [a, %v, b]}: each static entry, or the next dynamic value. */
  public static void print(AsmPrinter printer, List<Value> values, DenseArrayAttr integers) {
    print(printer, values, integers, Delimiter.SQUARE);
  }

  /** Prints the list between {@code delimiter}'s brackets: {@code (a, %v, b)}. */
  public static void print(AsmPrinter printer, List<Value> values, DenseArrayAttr integers,
      Delimiter delimiter) {
    printer.print(delimiter.open);
    int dynamic = 0;
    for (int i = 0; i < integers.size(); i++) {
      printer.print(i == 0 ? "" : ", ");
      long integer = integers.get(i);
      if (integer == ShapedType.DYNAMIC) {
        printer.printOperand(values.get(dynamic++));
      } else {
        printer.print(Long.toString(integer));
      }
    }
    printer.print(delimiter.close);
  }

  /**
   * Parses the list {@link #print} prints: SSA values are appended to {@code values}, and the
   * static array (with {@link ShapedType#DYNAMIC} for each value) is given to {@code integers}.
   */
  public static void parse(AsmParser parser, List<AsmParser.UnresolvedOperand> values,
      Consumer<Attribute> integers) {
    parse(parser, values, integers, Delimiter.SQUARE);
  }

  /** Parses the list {@link #print(AsmPrinter, List, DenseArrayAttr, Delimiter)} prints. */
  public static void parse(AsmParser parser, List<AsmParser.UnresolvedOperand> values,
      Consumer<Attribute> integers, Delimiter delimiter) {
    List<Long> entries = new ArrayList<>();
    expect(parser, delimiter.open);
    if (!parser.parseOptionalToken(delimiter.close)) {
      do {
        AsmParser.UnresolvedOperand value = parser.parseOptionalOperand();
        if (value != null) {
          values.add(value);
          entries.add(ShapedType.DYNAMIC);
          continue;
        }
        entries.add(parser.parseInteger());
      } while (parser.parseOptionalToken(","));
      expect(parser, delimiter.close);
    }
    long[] array = new long[entries.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = entries.get(i);
    }
    integers.accept(DenseArrayAttr.ofI64(array));
  }

  /** The brackets around a list (MLIR's {@code OpAsmParser::Delimiter}). */
  public enum Delimiter {
    /** {@code [...]}, the default. */
    SQUARE("[", "]"),
    /** {@code (...)}, as in {@code scf.forall}'s bounds. */
    PAREN("(", ")");

    private final String open;
    private final String close;

    Delimiter(String open, String close) {
      this.open = open;
      this.close = close;
    }
  }

  private static void expect(AsmParser parser, String delimiter) {
    if (!parser.parseOptionalToken(delimiter)) {
      throw parser.missingToken("expected '" + delimiter + "' in dynamic index list");
    }
  }
}
