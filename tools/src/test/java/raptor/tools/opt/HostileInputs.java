package raptor.tools.opt;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded generators of the hostile input classes of issue 11 for {@link FuzzTest}: nesting as
 * deep as a stack allows or deeper, huge counts in shapes and attributes, and bytes that are not
 * UTF-8. The same seed always gives the same inputs.
 */
final class HostileInputs {
  /** The constructs whose printed form grows with the square of the depth stay shallower. */
  private static final int QUADRATIC_DEPTH = 3_000;
  private static final int MAX_DEPTH = 20_000;
  private static final String[] HUGE = {"0", "1", "2147483647", "2147483648", "4294967296",
      "9223372036854775807", "9223372036854775808", "100000000000000000000000000000"};
  private static final String[] HUGE_TEMPLATES = {
    "\"foo.op\"() {a = dense<1.0> : tensor<NxNxf32>} : () -> ()\n",
    "\"foo.op\"() {a = dense<[1, 2]> : tensor<Nxi32>} : () -> ()\n",
    "\"foo.op\"() {a = array<i32: N, N>} : () -> ()\n",
    "\"foo.op\"() : () -> memref<NxNxf32, strided<[N, 1], offset: N>>\n",
    "\"foo.op\"() {a = N : iN} : () -> ()\n",
    "\"foo.op\"() {m = affine_map<(d0) -> (d0 floordiv N + d0 mod N)>} : () -> ()\n",
    "func.func @f() -> vector<Nx[N]xf32>\n",
    "\"foo.op\"() {a = dense<\"0x0100\"> : tensor<Nxi8>} : () -> ()\n",
  };

  private final Random random;

  HostileInputs(long seed) {
    this.random = new Random(seed);
  }

  /** {@return a construct of {@link DeepNestingTest} nested at a random depth, maybe cut short} */
  byte[] deepNesting() {
    DeepNestingTest.Construct construct =
        DeepNestingTest.CONSTRUCTS.get(random.nextInt(DeepNestingTest.CONSTRUCTS.size()));
    boolean quadratic = construct.name().equals("regions") || construct.name().equals("types")
        || construct.name().equals("ifs");
    int depth = 1 + random.nextInt(quadratic ? QUADRATIC_DEPTH : MAX_DEPTH);
    String text = DeepNestingTest.nested(construct.name(), depth);
    if (random.nextBoolean()) {
      text = text.substring(0, random.nextInt(text.length()));
    }
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** {@return a shape, attribute or map with huge or boundary numbers in it} */
  byte[] hugeCounts() {
    String template = HUGE_TEMPLATES[random.nextInt(HUGE_TEMPLATES.length)];
    StringBuilder text = new StringBuilder();
    for (char c : template.toCharArray()) {
      text.append(c == 'N' ? HUGE[random.nextInt(HUGE.length)] : String.valueOf(c));
    }
    return text.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** {@return {@code seed} with one to three bytes that are not UTF-8 put in or written over} */
  byte[] nonUtf8(byte[] seed) {
    List<Byte> bytes = new ArrayList<>(seed.length + 3);
    for (byte b : seed) {
      bytes.add(b);
    }
    int edits = 1 + random.nextInt(3);
    for (int i = 0; i < edits; i++) {
      byte bad = (byte) (0x80 + random.nextInt(0x80));
      int at = random.nextInt(bytes.size() + 1);
      if (random.nextBoolean() && at < bytes.size()) {
        bytes.set(at, bad);
      } else {
        bytes.add(at, bad);
      }
    }
    byte[] out = new byte[bytes.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = bytes.get(i);
    }
    return out;
  }
}
