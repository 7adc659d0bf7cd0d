package raptor.ir.attr;

import raptor.ir.text.AttrPrinter;

/**
 * A type defined by a registered dialect, printed {@code !dialect.body} (or
 * {@code !dialect<body>} when the body is not identifier-like).
 */
public interface DialectType extends Type {
  /** {@return the dialect namespace} */
  String dialect();

  /** Prints the body after {@code !dialect.}, e.g. {@code tile<4>}, to {@code printer}. */
  void printBody(AttrPrinter printer);
}
