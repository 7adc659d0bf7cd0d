package raptor.tools.sim;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HexFormat;
import java.util.List;
import raptor.sim.Region;

/**
 * Prints the dumped host ranges of a run for a person: one line per range, its address and size,
 * then its values as little-endian float32 (the element type of the compiler's tensors), or as
 * hexadecimal bytes when the size is not a multiple of four.
 *
 * <pre>
 * output 0 (address 16, 16 bytes, float32): 4.631933 -0.25 0 1.5
 * </pre>
 */
final class DumpPrinter {
  private DumpPrinter() {
  }

  /** Prints {@code ranges}, whose bytes follow one another in {@code bytes}, labelled {@code kind}. */
  static void print(List<Region> ranges, byte[] bytes, String kind, PrintStream out) {
    int offset = 0;
    for (int index = 0; index < ranges.size(); index++) {
      Region range = ranges.get(index);
      StringBuilder line = new StringBuilder();
      line.append(kind).append(' ').append(index).append(" (address ").append(range.address())
          .append(", ").append(range.size()).append(" bytes, ");
      if (range.size() % Float.BYTES == 0) {
        line.append("float32):");
        ByteBuffer values =
            ByteBuffer.wrap(bytes, offset, range.size()).order(ByteOrder.LITTLE_ENDIAN);
        while (values.hasRemaining()) {
          line.append(' ').append(format(values.getFloat()));
        }
      } else {
        line.append("bytes): ")
            .append(HexFormat.ofDelimiter(" ").formatHex(bytes, offset, offset + range.size()));
      }
      out.println(line);
      offset += range.size();
    }
  }

  /** {@return the shortest text that reads back as {@code value}, without a needless ".0"} */
  private static String format(float value) {
    String text = Float.toString(value);
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }
}
