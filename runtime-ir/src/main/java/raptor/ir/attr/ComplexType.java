package raptor.ir.attr;

import java.util.Objects;

/**
 * A complex number type {@code complex<T>} whose element type is an integer or float type.
 *
 * @param elementType the type of the real and imaginary parts
 */
public record ComplexType(Type elementType) implements Type {
  /** Checks that the element type is an integer or float type. */
  public ComplexType {
    Objects.requireNonNull(elementType, "elementType");
    if (!isValidElementType(elementType)) {
      throw new IllegalArgumentException("invalid element type for complex");
    }
  }

  /** {@return whether {@code type} may be the element type of a complex type} */
  public static boolean isValidElementType(Type type) {
    return type instanceof IntegerType || type instanceof FloatType;
  }
}
