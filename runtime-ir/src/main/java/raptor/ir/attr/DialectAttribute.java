package raptor.ir.attr;

import raptor.ir.text.AttrPrinter;

/**
 * An attribute defined by a registered dialect, printed {@code #dialect.body} (or
 * {@code #dialect<body>} when the body is not identifier-like).
 */
public interface DialectAttribute extends Attribute {
  /** {@return the dialect namespace} */
  String dialect();

  /** Prints the body after {@code #dialect.}, e.g. {@code overflow<none>}, to {@code printer}. */
  void printBody(AttrPrinter printer);
}
