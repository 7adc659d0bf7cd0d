package raptor.tools.filecheck;

/** The kinds of directive FileCheck recognises, plus the malformed ones it reports. */
enum CheckKind {
  PLAIN(""),
  NEXT("-NEXT"),
  SAME("-SAME"),
  NOT("-NOT"),
  DAG("-DAG"),
  LABEL("-LABEL"),
  EMPTY("-EMPTY"),
  COMMENT(""),
  /** The implicit pattern matching the end of input, carrying trailing DAG/NOT checks. */
  EOF(""),
  BAD_NOT(""),
  BAD_COUNT(""),
  MISSPELLED("");

  private final String suffix;

  CheckKind(String suffix) {
    this.suffix = suffix;
  }

  /** {@return the suffix after the prefix, e.g. {@code -NEXT}} */
  String suffix() {
    return suffix;
  }
}
