package raptor.dialect.arith;

import java.util.List;
import raptor.ir.text.ParseException;

/**
 * The keywords of a bit enumeration attribute such as {@code #arith.fastmath<nnan,ninf>}: one
 * keyword per bit, {@code none} for no bit, and an optional group keyword ({@code fast}) printed
 * instead of its bits when all of them are set, as MLIR's {@code printBitEnumPrimaryGroups}.
 *
 * @param mnemonic the attribute mnemonic
 * @param separator what separates keywords when printed
 * @param bits the keyword of each bit, lowest first
 * @param group the keyword of all bits together, or {@code null}
 * @param enumName the C++ name of the enumeration in mlir-opt's errors
 * @param attrName the ODS name of the attribute in mlir-opt's errors
 */
record BitEnum(String mnemonic, String separator, List<String> bits, String group,
    String enumName, String attrName) {
  private int all() {
    return (1 << bits.size()) - 1;
  }

  /** {@return the body {@code mnemonic<k1, k2>} of {@code value}} */
  String print(int value) {
    StringBuilder sb = new StringBuilder(mnemonic).append('<');
    if (value == 0) {
      return sb.append("none>").toString();
    }
    if (group != null && value == all()) {
      return sb.append(group).append('>').toString();
    }
    boolean first = true;
    for (int i = 0; i < bits.size(); i++) {
      if ((value & (1 << i)) != 0) {
        sb.append(first ? "" : separator).append(bits.get(i));
        first = false;
      }
    }
    return sb.append('>').toString();
  }

  /**
   * {@return the value of a body such as {@code overflow<nsw, nuw>}, or -1 when the mnemonic is
   * another one}
   *
   * @param offset the buffer offset of {@code body}
   * @throws ParseException for a missing or unknown keyword, in mlir-opt's two errors: one on the
   *     keyword list, one on the attribute parameter after the keyword
   */
  int parse(String body, int offset) {
    if (!body.startsWith(mnemonic + "<") || !body.endsWith(">")) {
      return -1;
    }
    int listStart = skipSpaces(body, mnemonic.length() + 1);
    int value = 0;
    int start = mnemonic.length() + 1;
    while (start < body.length()) {
      int end = body.indexOf(',', start);
      if (end < 0) {
        end = body.length() - 1;
      }
      String keyword = body.substring(start, end).strip();
      if (keyword.isEmpty()) {
        int at = offset + skipSpaces(body, start);
        throw parameterError(new ParseException(at, "expected valid keyword or string"), at);
      }
      int flags = valueOf(keyword);
      if (flags < 0) {
        throw parameterError(new ParseException(offset + listStart, "expected " + enumName
            + " to be one of: none, " + String.join(", ", bits)
            + (group == null ? "" : ", " + group)), offset + skipSpaces(body, end));
      }
      value |= flags;
      start = end + 1;
    }
    return value;
  }

  /** {@return the bits of one keyword, or -1 for an unknown keyword} */
  private int valueOf(String keyword) {
    if (keyword.equals("none")) {
      return 0;
    }
    if (keyword.equals(group)) {
      return all();
    }
    int bit = bits.indexOf(keyword);
    return bit < 0 ? -1 : 1 << bit;
  }

  private ParseException parameterError(ParseException keyword, int offset) {
    return new ParseException(keyword, offset, "failed to parse " + attrName
        + " parameter 'value' which is to be a `" + enumName + "`");
  }

  private static int skipSpaces(String body, int index) {
    int i = index;
    while (Character.isWhitespace(body.charAt(i))) {
      i++;
    }
    return i;
  }
}
