package raptor.tools.filecheck;

/**
 * Prepares check and input text as LLVM's {@code FileCheck::CanonicalizeFile} does: CRLF
 * becomes LF and, unless whitespace is strict, every run of spaces and tabs becomes one space.
 */
final class Canonicalizer {
  private Canonicalizer() {}

  /** {@return the canonical form of {@code text}} */
  static String canonicalize(String text, boolean strictWhitespace) {
    StringBuilder out = new StringBuilder(text.length());
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
        continue;
      }
      if (strictWhitespace || !Slice.isBlank(c)) {
        out.append(c);
        continue;
      }
      out.append(' ');
      while (i + 1 < n && Slice.isBlank(text.charAt(i + 1))) {
        i++;
      }
    }
    return out.toString();
  }
}
