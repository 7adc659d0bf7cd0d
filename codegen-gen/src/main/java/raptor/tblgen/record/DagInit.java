package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code dag} value {@code (operator:$name arg:$name, ...)}.
 *
 * @param operator the operator with its optional name
 * @param args     the arguments with their optional names
 */
public record DagInit(Arg operator, List<Arg> args) implements TypedInit {

  /**
   * One operator or argument of a dag.
   *
   * @param value the value; {@code ?} for a bare {@code $name}
   * @param name  the name without {@code $}, if any
   */
  public record Arg(Init value, Optional<String> name) {

    String asString() {
      return value.asString() + name.map(n -> ":$" + n).orElse("");
    }

    Arg resolve(Resolver resolver) {
      return new Arg(value.resolve(resolver), name);
    }
  }

  /** Copies the list. */
  public DagInit {
    args = List.copyOf(args);
  }

  @Override
  public RecType type() {
    return RecType.DAG;
  }

  @Override
  public String asString() {
    List<String> printed = new ArrayList<>(args.size());
    for (Arg arg : args) {
      printed.add(arg.asString());
    }
    return "(" + operator.asString() + (args.isEmpty() ? "" : " " + String.join(", ", printed)) + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    List<Arg> resolved = new ArrayList<>(args.size());
    for (Arg arg : args) {
      resolved.add(arg.resolve(resolver));
    }
    return new DagInit(operator.resolve(resolver), resolved);
  }

  @Override
  public boolean isConcrete() {
    return operator.value().isConcrete() && args.stream().allMatch(a -> a.value().isConcrete());
  }

  @Override
  public boolean isClosed() {
    return operator.value().isClosed() && args.stream().allMatch(a -> a.value().isClosed());
  }
}
