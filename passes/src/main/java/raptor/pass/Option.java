package raptor.pass;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a component of a pass's options record as a pass option, written
 * {@code pass-name{name=value}} in a pipeline.
 *
 * <p>Supported component types: {@code int}, {@code long}, {@code boolean}, {@code String},
 * enums (written in lower case with dashes for underscores) and {@code List} of
 * {@code Integer}, {@code Long} or {@code String} (written {@code a,b,c}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Option {
  /** {@return the option name, such as {@code max-iterations}} */
  String name();

  /** {@return the one-line description shown by {@code --help}} */
  String help();
}
