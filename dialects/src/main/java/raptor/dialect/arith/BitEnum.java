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
 */
record BitEnum(String mnemonic, String separator, List<String> bits, String group) {
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
   * @throws ParseException at {@code offset} for an unknown keyword
   */
  int parse(String body, int offset) {
    if (!body.startsWith(mnemonic + "<") || !body.endsWith(">")) {
      return -1;
    }
    String inner = body.substring(mnemonic.length() + 1, body.length() - 1);
    int value = 0;
    for (String word : inner.split(",")) {
      String keyword = word.strip();
      if (keyword.equals("none")) {
        continue;
      }
      if (keyword.equals(group)) {
        value |= all();
        continue;
      }
      int bit = bits.indexOf(keyword);
      if (bit < 0) {
        throw new ParseException(offset, "expected one of [" + String.join(", ", bits)
            + "] for " + mnemonic + " flags, but got '" + keyword + "'");
      }
      value |= 1 << bit;
    }
    return value;
  }
}
