package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * An anonymous instantiation {@code Class<args>} that still depends on a variable. Once every argument is
 * closed it becomes a {@link DefInit} of an {@code anonymous_N} def; equal instantiations share one def.
 *
 * @param templateClass the instantiated class
 * @param args          the argument values as written (defaults are filled in on instantiation)
 */
public record VarDefInit(Record templateClass, List<ArgumentInit> args) implements TypedInit {

  /** Copies the list. */
  public VarDefInit {
    args = List.copyOf(args);
  }

  /** {@return the instantiated def if all arguments are closed, otherwise this} */
  Init fold(Resolver resolver) {
    return isClosed() ? new DefInit(resolver.keeper().instance(this)) : this;
  }

  @Override
  public RecType type() {
    return RecType.Classes.of(List.of(templateClass));
  }

  @Override
  public String asString() {
    List<String> printed = new ArrayList<>(args.size());
    for (ArgumentInit arg : args) {
      printed.add(arg.asString());
    }
    return templateClass.name() + "<" + String.join(", ", printed) + ">";
  }

  @Override
  public Init resolve(Resolver resolver) {
    List<ArgumentInit> resolved = new ArrayList<>(args.size());
    for (ArgumentInit arg : args) {
      resolved.add(arg.withValue(arg.value().resolve(resolver)));
    }
    return new VarDefInit(templateClass, resolved).fold(resolver);
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return args.stream().allMatch(a -> a.value().isClosed());
  }
}
