package raptor.rewrite.conversion;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.rewrite.Pattern;

/**
 * A pattern of the dialect conversion: it receives the op together with its operands already
 * remapped to their converted values (converted to the pattern's type converter's types, when it
 * has one).
 *
 * <p>Op-agnostic conversion patterns extend {@code ConversionPattern<Operation>}; patterns on one
 * op kind extend {@link OpConversionPattern}.
 *
 * @param <T> the class of the ops the pattern converts
 */
public abstract class ConversionPattern<T extends Operation> extends Pattern {
  private final TypeConverter typeConverter;

  /**
   * Creates a pattern rooted at {@code rootName}, or at any op when it is {@code null}.
   *
   * @param typeConverter the converter of operand types, or {@code null} to keep them
   */
  protected ConversionPattern(String rootName, TypeConverter typeConverter, int benefit) {
    super(rootName, benefit);
    this.typeConverter = typeConverter;
  }

  /** {@return the type converter of this pattern, or {@code null}} */
  public final TypeConverter typeConverter() {
    return typeConverter;
  }

  /**
   * {@return whether {@code op} was converted}
   *
   * @param operands the op's operands, remapped to their converted values
   */
  public abstract boolean matchAndRewrite(T op, List<Value> operands,
      ConversionRewriter rewriter);

  /** Applies this pattern to {@code op}, whose name the caller has matched. */
  @SuppressWarnings("unchecked")
  final boolean applyTo(Operation op, List<Value> operands, ConversionRewriter rewriter) {
    return matchAndRewrite((T) op, operands, rewriter);
  }
}
