package raptor.ir.attr;

/**
 * An immutable attribute value: compile-time data attached to operations.
 *
 * <p>Implementations are values with structural {@code equals} and {@code hashCode}; compare
 * attributes with {@code equals}, never {@code ==}. Types and locations are attributes too.
 */
public interface Attribute {
}
