package raptor.tools.opt;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a buffer at a marker as mlir-opt's {@code --split-input-file} does: wherever the marker
 * occurs, even mid-line; the text after it starts the next chunk.
 *
 * <p>Each chunk is padded in front with the newlines and spaces it was preceded by, so that
 * lines and columns in diagnostics are those of the whole file.
 */
final class InputSplitter {
  private InputSplitter() {
  }

  static List<String> split(String text, String marker) {
    List<String> chunks = new ArrayList<>();
    int chunkStart = 0;
    int at = text.indexOf(marker);
    while (at >= 0) {
      int nextStart = at + marker.length();
      chunks.add(padded(text, chunkStart, at));
      chunkStart = nextStart;
      at = text.indexOf(marker, nextStart);
    }
    chunks.add(padded(text, chunkStart, text.length()));
    return chunks;
  }

  private static String padded(String text, int start, int end) {
    StringBuilder sb = new StringBuilder(end - start + 64);
    int lineStart = 0;
    for (int i = 0; i < start; i++) {
      if (text.charAt(i) == '\n') {
        sb.append('\n');
        lineStart = i + 1;
      }
    }
    for (int i = lineStart; i < start; i++) {
      sb.append(' ');
    }
    return sb.append(text, start, end).toString();
  }
}
