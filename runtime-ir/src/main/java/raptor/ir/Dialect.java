package raptor.ir;

import java.util.List;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * A dialect: a namespace of op kinds, registered in an {@link IrContext}.
 *
 * <p>Dialects on the class path are found through {@link java.util.ServiceLoader}.
 */
public interface Dialect {
  /** {@return the namespace, such as {@code arith}} */
  String name();

  /** {@return the op kinds of this dialect} */
  List<OpInfo<?>> operations();

  /**
   * Parses the body of one of this dialect's attributes, {@code #name.body} or
   * {@code #name<body>}.
   *
   * @param body the text after the namespace, such as {@code overflow<nsw>}
   * @param offset the buffer offset of {@code body}, for errors
   * @return the attribute, or {@code null} when the dialect defines no such attribute
   * @throws raptor.ir.text.ParseException for a malformed body
   */
  default Attribute parseAttribute(String body, int offset) {
    return null;
  }

  /**
   * Creates a constant-like op of this dialect producing {@code value} as a {@code type} value,
   * at {@code builder}'s insertion point; used when a fold yields an attribute.
   *
   * @return the new op, or {@code null} when this dialect cannot materialize the constant
   */
  default Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    return null;
  }
}
