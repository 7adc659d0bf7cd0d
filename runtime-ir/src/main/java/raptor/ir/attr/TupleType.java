package raptor.ir.attr;

import java.util.List;

/**
 * A tuple type {@code tuple<T1, T2>}; may be empty.
 *
 * @param types the element types
 */
public record TupleType(List<Type> types) implements Type {
  /** Copies the element list. */
  public TupleType {
    types = List.copyOf(types);
  }
}
