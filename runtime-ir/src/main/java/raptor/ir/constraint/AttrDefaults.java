package raptor.ir.constraint;

import raptor.ir.attr.Attribute;
import raptor.ir.attr.Type;
import raptor.ir.text.AttrParser;
import raptor.ir.text.Lexer;
import raptor.ir.text.TokenKind;

/**
 * Turns the default value of a {@code DefaultValuedAttr<A, "text">} into an attribute once, when
 * the generated op class is initialised. The text is MLIR attribute syntax ({@code 0},
 * {@code #arith.overflow<none>}); a buildable value type ({@code I32Attr}) types bare numbers.
 */
public final class AttrDefaults {
  private AttrDefaults() {
  }

  /**
   * {@return the attribute written {@code text}}
   *
   * @param type the value type of the attribute constraint, or {@code null}
   * @param context resolves dialect attributes such as {@code #arith.overflow<none>}
   * @throws IllegalArgumentException if {@code text} is not one whole attribute
   */
  public static Attribute parse(String text, Type type, AttrParser.Context context) {
    AttrParser parser = new AttrParser(new Lexer(text), context);
    Attribute attr = type == null ? parser.parseAttribute() : parser.parseAttribute(type);
    if (parser.token().kind() != TokenKind.EOF) {
      throw new IllegalArgumentException("trailing text in default value '" + text + "'");
    }
    return attr;
  }
}
