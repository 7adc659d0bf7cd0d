package raptor.ir.constraint;

import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.StringAttr;
import raptor.ir.text.AsmParser;

/**
 * The keywords of an ODS integer enumeration ({@code I64EnumAttr}), as a format prints and
 * parses them: {@code arith.cmpi slt, ...} for {@code predicate = 2 : i64}.
 *
 * @param attrName the attribute name, for diagnostics
 * @param keywords the keyword of each case
 * @param values the stored value of each case
 */
public record EnumCases(String attrName, String[] keywords, long[] values) {
  /** {@return the keyword of the value of {@code attr}, or its number when no case has it} */
  public String keyword(Attribute attr) {
    long value = ((IntegerAttr) attr).longValue();
    for (int i = 0; i < values.length; i++) {
      if (values[i] == value) {
        return keywords[i];
      }
    }
    return Long.toString(value);
  }

  /**
   * Parses a keyword of a case, or a string naming one, and returns the {@code i64} attribute of
   * its case; a string naming none is an {@code invalid ... attribute specification}, as in
   * MLIR's generated parsers.
   */
  public IntegerAttr parse(AsmParser parser) {
    int offset = parser.offset();
    if (parser.atString()) {
      String text = parser.parseAttribute(StringAttr.class).value();
      int index = indexOf(text);
      if (index < 0) {
        throw parser.errorAt(offset, "invalid " + attrName + " attribute specification: \"" + text + "\"");
      }
      return IntegerAttr.of(IntegerType.I64, values[index]);
    }
    int index = parser.atKeyword() ? indexOf(parser.parseKeywordToken()) : -1;
    if (index >= 0) {
      return IntegerAttr.of(IntegerType.I64, values[index]);
    }
    throw parser.errorAt(offset, "expected string or keyword containing one of the following "
        + "enum values for attribute '" + attrName + "' [" + String.join(", ", keywords) + "]");
  }

  private int indexOf(String word) {
    for (int i = 0; i < keywords.length; i++) {
      if (keywords[i].equals(word)) {
        return i;
      }
    }
    return -1;
  }
}
