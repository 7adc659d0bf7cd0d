package raptor.ir.text;

/**
 * Remembers the last piece of source text parsed into a value (an op name, a signature) so that
 * an identical spelling right after can reuse the value without lexing it again.
 *
 * @param <T> the parsed value
 */
final class RepeatCache<T> {
  private String text;
  private T value;

  /** Remembers that {@code buffer[start, end)} parsed to {@code parsed}. */
  void remember(String buffer, int start, int end, T parsed) {
    text = buffer.substring(start, end);
    value = parsed;
  }

  /** {@return the value remembered for exactly {@code buffer[start, end)}, or null} */
  T lookup(String buffer, int start, int end) {
    if (text == null || end - start != text.length() || !buffer.startsWith(text, start)) {
      return null;
    }
    return value;
  }

  /** {@return the end of the remembered text if {@code buffer} repeats it at start, or -1} */
  int matchingEnd(String buffer, int start) {
    if (text == null || !buffer.startsWith(text, start)) {
      return -1;
    }
    return start + text.length();
  }

  /** {@return the value remembered last} */
  T value() {
    return value;
  }

  /**
   * {@return whether a type that ends at {@code end} cannot continue there: the buffer ends or
   * whitespace follows}; in an op's trailer nothing but a location or the next op follows a
   * complete type, and no type continues after whitespace with a prefix that is itself a type
   */
  static boolean endsType(String buffer, int end) {
    if (end >= buffer.length()) {
      return true;
    }
    char c = buffer.charAt(end);
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
  }
}
