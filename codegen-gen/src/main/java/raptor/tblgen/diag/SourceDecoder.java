package raptor.tblgen.diag;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes the bytes of a {@code .td} file as UTF-8, strictly: a malformed byte is an error at its
 * line and column (counted in characters, as every other position), not a replacement character
 * or an I/O error without a position.
 */
public final class SourceDecoder {
  private SourceDecoder() {
  }

  /**
   * {@return the text of {@code bytes}}
   *
   * @param file the name used in the error
   * @throws TdException at the first byte that is not valid UTF-8
   */
  public static String decode(String file, byte[] bytes) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    var result = decoder.decode(in, out, true);
    if (result.isError()) {
      throw new TdException(locate(file, bytes, in.position()), String.format(
          "invalid UTF-8 byte 0x%02x", bytes[in.position()] & 0xff));
    }
    decoder.flush(out);
    return out.flip().toString();
  }

  /** {@return the line and column of byte {@code offset}, whose line before it is valid} */
  private static SourceLoc locate(String file, byte[] bytes, int offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    String before;
    try {
      before = StandardCharsets.UTF_8.newDecoder()
          .decode(ByteBuffer.wrap(bytes, lineStart, offset - lineStart)).toString();
    } catch (CharacterCodingException e) {
      throw new IllegalStateException("the bytes before the first malformed one decode", e);
    }
    return new SourceLoc(file, line, before.length() + 1);
  }
}
