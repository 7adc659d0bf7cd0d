package raptor.tools.filecheck;

/**
 * An immutable view {@code [start, end)} of a {@link SourceBuffer}, the Java counterpart of
 * LLVM's {@code StringRef} into a source buffer: it carries its location for diagnostics.
 *
 * @param buffer the buffer viewed
 * @param start the first offset, inclusive
 * @param end the last offset, exclusive
 */
record Slice(SourceBuffer buffer, int start, int end) {

  /** {@return the number of characters viewed} */
  int length() {
    return end - start;
  }

  /** {@return whether the slice is empty} */
  boolean isEmpty() {
    return end == start;
  }

  /** {@return the character at {@code index} relative to the start} */
  char charAt(int index) {
    return buffer.text().charAt(start + index);
  }

  /** {@return the viewed text} */
  String text() {
    return buffer.text().substring(start, end);
  }

  /** {@return whether the view starts with {@code prefix}} */
  boolean startsWith(String prefix) {
    return prefix.length() <= length() && buffer.text().startsWith(prefix, start);
  }

  /** {@return the index of {@code needle} at or after relative {@code from}, or -1} */
  int indexOf(String needle, int from) {
    int at = buffer.text().indexOf(needle, start + Math.min(from, length()));
    return at < 0 || at + needle.length() > end ? -1 : at - start;
  }

  /** {@return the index of {@code c}, or -1} */
  int indexOf(char c) {
    for (int i = start; i < end; i++) {
      if (buffer.text().charAt(i) == c) {
        return i - start;
      }
    }
    return -1;
  }

  /** {@return the sub-slice {@code [from, to)} relative to the start, clamped to this view} */
  Slice sub(int from, int to) {
    int s = start + Math.min(from, length());
    int e = start + Math.min(Math.max(to, from), length());
    return new Slice(buffer, s, e);
  }

  /** {@return the suffix starting at relative {@code from}} */
  Slice from(int from) {
    return sub(from, length());
  }

  /** {@return the prefix of {@code n} characters} */
  Slice take(int n) {
    return sub(0, n);
  }

  /** {@return the view without leading spaces and tabs} */
  Slice trimLeft() {
    int i = 0;
    while (i < length() && isBlank(charAt(i))) {
      i++;
    }
    return from(i);
  }

  /** {@return the view without trailing spaces and tabs} */
  Slice trimRight() {
    int n = length();
    while (n > 0 && isBlank(charAt(n - 1))) {
      n--;
    }
    return take(n);
  }

  /** {@return the view without leading and trailing spaces and tabs} */
  Slice trim() {
    return trimLeft().trimRight();
  }

  /** {@return an empty slice at the end of this view} */
  Slice atEnd() {
    return new Slice(buffer, end, end);
  }

  @Override
  public String toString() {
    return text();
  }

  /** {@return whether {@code c} is a horizontal whitespace character for FileCheck} */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }
}
