package raptor.pass;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A registered pass: its argument, description, options and factory. Registrations reach the
 * pass registry through {@link PassProvider}s.
 *
 * @param <O> the options record, or {@link NoOptions}
 */
public final class PassRegistration<O extends Record> {
  /** The options of passes that have none. */
  public record NoOptions() {
  }

  private static final OptionSchema<NoOptions> NO_OPTIONS =
      OptionSchema.of(NoOptions.class, new NoOptions());

  private final String argument;
  private final String description;
  private final OptionSchema<O> options;
  private final Function<O, Pass> factory;

  private PassRegistration(String argument, String description, OptionSchema<O> options,
      Function<O, Pass> factory) {
    this.argument = Objects.requireNonNull(argument, "argument");
    this.description = Objects.requireNonNull(description, "description");
    this.options = options;
    this.factory = factory;
  }

  /** {@return the registration of a pass whose options follow {@code options}} */
  public static <O extends Record> PassRegistration<O> of(String argument, String description,
      OptionSchema<O> options, Function<O, Pass> factory) {
    return new PassRegistration<>(argument, description, options, factory);
  }

  /** {@return the registration of a pass without options} */
  public static PassRegistration<NoOptions> of(String argument, String description,
      Supplier<Pass> factory) {
    return new PassRegistration<>(argument, description, NO_OPTIONS, none -> factory.get());
  }

  /** {@return the pipeline and command-line name} */
  public String argument() {
    return argument;
  }

  /** {@return the one-line description} */
  public String description() {
    return description;
  }

  /** {@return the options, sorted by name} */
  public List<OptionSchema.Field> options() {
    return options.fields();
  }

  /**
   * {@return this registration with option defaults taken from {@code values}, for the options
   * the pass has; its own option text still overrides them}
   *
   * @throws PassOptionException for a malformed value
   */
  public PassRegistration<O> withDefaults(Map<String, String> values)
      throws PassOptionException {
    return new PassRegistration<>(argument, description, options.withDefaults(values), factory);
  }

  /**
   * {@return a new pass configured by the {@code key=value} list {@code optionText}}
   *
   * @throws PassOptionException for an unknown option or a malformed value
   */
  public Pass create(String optionText) throws PassOptionException {
    return factory.apply(options.parse(optionText));
  }
}
