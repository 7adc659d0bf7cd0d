package raptor.tblgen.record;

/**
 * The largest values evaluation builds, so that a hostile {@code .td} file ends in an error
 * instead of exhausting memory: doubling a string forty times with {@code !strconcat} asks for a
 * terabyte. The evaluator reports {@link ExceededException} at the statement being evaluated.
 */
public final class ValueLimits {
  /** The longest string value: 16 Mi characters. */
  public static final int MAX_STRING_LENGTH = 1 << 24;
  /** The longest list value: 1 Mi elements. */
  public static final int MAX_LIST_LENGTH = 1 << 20;
  /** The widest {@code bits<N>} type: 65536 bits. */
  public static final int MAX_BITS = 1 << 16;

  /** A value longer than its limit. */
  public static final class ExceededException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ExceededException(String message) {
      super(message, null, false, false);
    }
  }

  private ValueLimits() {
  }

  /** Checks the length of a string about to be built. */
  static void checkString(long length) {
    if (length > MAX_STRING_LENGTH) {
      throw new ExceededException("string value of " + length + " characters is longer than the "
          + MAX_STRING_LENGTH + " supported");
    }
  }

  /** Checks the length of a list about to be built. */
  static void checkList(long length) {
    if (length > MAX_LIST_LENGTH) {
      throw new ExceededException("list value of " + length + " elements is longer than the "
          + MAX_LIST_LENGTH + " supported");
    }
  }
}
