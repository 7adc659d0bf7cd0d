package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code list<T>} value.
 *
 * @param elements    the elements
 * @param elementType the element type {@code T}
 */
public record ListInit(List<Init> elements, RecType elementType) implements TypedInit {

  /** Copies the list. */
  public ListInit {
    elements = List.copyOf(elements);
  }

  @Override
  public RecType type() {
    return new RecType.ListOf(elementType);
  }

  @Override
  public String asString() {
    List<String> printed = new ArrayList<>(elements.size());
    for (Init element : elements) {
      printed.add(element.asString());
    }
    return "[" + String.join(", ", printed) + "]";
  }

  @Override
  public Init resolve(Resolver resolver) {
    List<Init> resolved = new ArrayList<>(elements.size());
    for (Init element : elements) {
      resolved.add(element.resolve(resolver));
    }
    return new ListInit(resolved, elementType);
  }

  @Override
  public boolean isConcrete() {
    return elements.stream().allMatch(Init::isConcrete);
  }

  @Override
  public boolean isComplete() {
    return elements.stream().allMatch(Init::isComplete);
  }

  @Override
  public boolean isClosed() {
    return elements.stream().allMatch(Init::isClosed);
  }
}
