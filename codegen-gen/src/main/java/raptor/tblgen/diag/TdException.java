package raptor.tblgen.diag;

import java.util.Objects;

/**
 * An error in a {@code .td} input, carrying the position it refers to and TableGen's wording of the problem.
 *
 * <p>This is a failure of the input, not a bug: the front end stops at the first one and tools report it as
 * {@code file:line:col: error: message} (see {@link #diagnostic()}).
 */
public final class TdException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final SourceLoc loc;
  private final String detail;

  /**
   * Creates an error at a position.
   *
   * @param loc    where the error is
   * @param detail the message, without position or severity
   */
  public TdException(SourceLoc loc, String detail) {
    super(loc + ": error: " + detail);
    this.loc = Objects.requireNonNull(loc, "loc");
    this.detail = Objects.requireNonNull(detail, "detail");
  }

  /** {@return where the error is} */
  public SourceLoc loc() {
    return loc;
  }

  /** {@return the message without position or severity} */
  public String detail() {
    return detail;
  }

  /** {@return the one-line diagnostic {@code file:line:col: error: message}} */
  public String diagnostic() {
    return getMessage();
  }
}
