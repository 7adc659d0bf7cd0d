package raptor.ir.attr;

import java.util.List;

/** A function type {@code (inputs) -> results}. */
public record FunctionType(List<Type> inputs, List<Type> results) implements Type {
  /** Copies both lists. */
  public FunctionType {
    inputs = List.copyOf(inputs);
    results = List.copyOf(results);
  }
}
