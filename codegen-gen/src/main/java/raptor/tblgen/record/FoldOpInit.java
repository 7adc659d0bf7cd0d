package raptor.tblgen.record;

import java.util.Set;

/**
 * {@code !foldl(start, list, acc, var, expr)} waiting for its list: {@code expr} is evaluated for each
 * element with {@code var} bound to it and {@code acc} to the previous result, starting from {@code start}.
 *
 * @param start       the initial accumulator
 * @param list        the list
 * @param accumulator the accumulator variable
 * @param element     the element variable
 * @param expr        the step expression
 * @param type        the result type, the accumulator's
 */
public record FoldOpInit(Init start, Init list, VarInit accumulator, VarInit element, Init expr, RecType type)
    implements OpInit {

  /** {@return the folded value once the list is known, otherwise this} */
  Init fold(RecordKeeper keeper) {
    if (!(list instanceof ListInit elements)) {
      return this;
    }
    Init result = start;
    for (Init value : elements.elements()) {
      MapResolver binding = new MapResolver(keeper);
      binding.set(accumulator.name(), result);
      binding.set(element.name(), value);
      result = expr.resolve(binding);
    }
    return result;
  }

  @Override
  public String asString() {
    return "!foldl(" + start.asString() + ", " + list.asString() + ", " + accumulator.asString() + ", "
        + element.asString() + ", " + expr.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    Init body = expr.resolve(new ShadowResolver(resolver, Set.of(accumulator.name(), element.name())));
    return new FoldOpInit(start.resolve(resolver), list.resolve(resolver), accumulator, element, body, type)
        .fold(resolver.keeper());
  }

  @Override
  public boolean isClosed() {
    return start.isClosed() && list.isClosed();
  }
}
