package raptor.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ByteHashesTest {
  @Test
  void extendsAsArraysHashCodeForEveryLengthAndStart() {
    byte[] bytes = new byte[67];
    new Random(7).nextBytes(bytes);
    for (int from = 0; from < 5; from++) {
      for (int to = from; to <= bytes.length; to++) {
        byte[] range = Arrays.copyOfRange(bytes, from, to);
        assertEquals(Arrays.hashCode(range), ByteHashes.extend(1, bytes, from, to),
            "bytes [" + from + ", " + to + ")");
      }
    }
  }

  @Test
  void extendingInPiecesIsExtendingOnce() {
    byte[] bytes = new byte[1000];
    new Random(11).nextBytes(bytes);
    int pieces = ByteHashes.extend(ByteHashes.extend(1, bytes, 0, 333), bytes, 333, 1000);
    assertEquals(ByteHashes.extend(1, bytes, 0, 1000), pieces);
  }
}
