package raptor.dialect.spat;

import raptor.ir.text.ParseException;

/** An enumeration whose cases are spelled as keywords in an attribute body such as {@code <DenseNCHW>}. */
interface Keyword {
  /** {@return the spelling of this case} */
  String keyword();

  /**
   * {@return the case of {@code type} spelled {@code body} = {@code mnemonic<keyword>}, or
   * {@code null} when the body has another mnemonic}
   *
   * @throws ParseException at {@code offset} for an unknown keyword
   */
  static <E extends Enum<E> & Keyword> E parse(String body, int offset, String mnemonic,
      Class<E> type) {
    if (!body.startsWith(mnemonic + "<") || !body.endsWith(">")) {
      return null;
    }
    String word = body.substring(mnemonic.length() + 1, body.length() - 1).strip();
    StringBuilder known = new StringBuilder();
    for (E value : type.getEnumConstants()) {
      if (value.keyword().equals(word)) {
        return value;
      }
      known.append(known.length() == 0 ? "" : ", ").append(value.keyword());
    }
    throw new ParseException(offset, "expected one of [" + known + "] for " + mnemonic
        + ", but got '" + word + "'");
  }
}
