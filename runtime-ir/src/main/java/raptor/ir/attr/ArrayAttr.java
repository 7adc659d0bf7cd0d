package raptor.ir.attr;

import java.util.List;

/**
 * An array attribute {@code [a, b, c]} of arbitrary attributes.
 *
 * @param elements the elements in order
 */
public record ArrayAttr(List<Attribute> elements) implements Attribute {
  /** The empty array. */
  public static final ArrayAttr EMPTY = new ArrayAttr(List.of());

  /** Copies the element list. */
  public ArrayAttr {
    elements = List.copyOf(elements);
  }

  /** {@return the number of elements} */
  public int size() {
    return elements.size();
  }

  /** {@return the element at {@code index}} */
  public Attribute get(int index) {
    return elements.get(index);
  }
}
