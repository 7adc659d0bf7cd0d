package raptor.tools.filecheck;

/**
 * A zero-copy {@link CharSequence} over {@code [from, to)} of a string, so that regex anchors
 * see the window's ends as the ends of the text, as LLVM's {@code Regex::match} does on a
 * {@code StringRef}.
 */
final class Window implements CharSequence {
  private final String text;
  private final int from;
  private final int to;

  Window(String text, int from, int to) {
    this.text = text;
    this.from = from;
    this.to = to;
  }

  @Override
  public int length() {
    return to - from;
  }

  @Override
  public char charAt(int index) {
    return text.charAt(from + index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return text.substring(from + start, from + end);
  }

  @Override
  public String toString() {
    return text.substring(from, to);
  }
}
