package raptor.ir.diag;

import java.util.Locale;

/** How serious a diagnostic is. */
public enum Severity {
  /** An error: the input is rejected. */
  ERROR,
  /** A warning: the input is accepted. */
  WARNING,
  /** A note attached to another diagnostic. */
  NOTE,
  /** A remark: information for the user. */
  REMARK;

  /** {@return the lower-case word printed in diagnostics, such as {@code error}} */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
