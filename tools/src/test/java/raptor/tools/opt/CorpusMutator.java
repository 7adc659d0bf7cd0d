package raptor.tools.opt;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Deterministic byte-level mutator of MLIR text for {@link FuzzTest}. Each mutant applies one to
 * three edits to a seed: delete a short range, insert an MLIR punctuation mark, keyword or
 * fragment, duplicate a range, truncate, swap two ranges, or overwrite a byte. The same seed
 * bytes and random seed always give the same mutants.
 */
final class CorpusMutator {
  /** Punctuation, keywords and fragments that steer mutants into the parser's corners. */
  private static final List<byte[]> TOKENS = Arrays.stream(new String[] {
        "(", ")", "{", "}", "[", "]", "<", ">", "\"", "%", "^", "#", "!", "@", ":", ",", "=", "->", "...", ".",
        "-", "+", "?", "*", "x", "/", "//", "\\", "\n", " ", "\t", "\r", "\0", "0x", "0x7FC00000", "1.5e",
        "1e-3", "-0", "999999999999999999999999", "18446744073709551616", "%0", "%0#1", "%x:2", "%arg0",
        "^bb0:", "^bb1", "^bb1(%a: i32):", "@sym", "@\"q\"", "::", "i1", "i32", "i0", "si8", "ui64", "index",
        "f16", "bf16", "f8E4M3FN", "none", "complex<", "tuple<", "vector<[4]x", "tensor<", "tensor<*x",
        "memref<", "strided<[", "offset: ", "affine_map<(d0) -> (d0)>", "affine_set<", "floordiv", "dense<",
        "dense_resource<", "sparse<", "array<i8: ", "distinct[0]<", "unit", "true", "false", "loc(", "loc(#loc)",
        "#loc = loc(\"a\":1:2)", "loc(fused[", "callsite(", " to ", "unknown", "{-#", "#-}", "dialect_resources",
        "builtin: {", "module", "module @m attributes {foo.a} {", "builtin.module", "\"builtin.module\"",
        "unrealized_conversion_cast", " : i32 to i64", "\"foo.x\"() : () -> ()", "\"foo.r\"() ({", "}) : () -> ()",
        "<{", "}>", "!foo.t<", "#foo<", "!t = i32\n", "#a = 1\n", "attributes", "é", "\"\\q\"", "\\0A"
      })
      .map(s -> s.getBytes(StandardCharsets.UTF_8))
      .collect(Collectors.toUnmodifiableList());

  private final byte[] seed;
  private final Random random;

  CorpusMutator(byte[] seed, long randomSeed) {
    this.seed = seed.clone();
    this.random = new Random(randomSeed);
  }

  /** The next mutant of the seed. */
  byte[] next() {
    byte[] data = seed;
    int edits = 1 + random.nextInt(3);
    for (int i = 0; i < edits; i++) {
      data = mutate(data);
    }
    return data;
  }

  private byte[] mutate(byte[] data) {
    int length = data.length;
    switch (random.nextInt(7)) {
      case 0: { // delete 1..8 bytes
        if (length == 0) {
          return data;
        }
        int at = random.nextInt(length);
        int count = Math.min(length - at, 1 + random.nextInt(8));
        return splice(data, at, count, new byte[0]);
      }
      case 1: // insert a token
      case 2:
        return splice(data, random.nextInt(length + 1), 0, TOKENS.get(random.nextInt(TOKENS.size())));
      case 3: { // duplicate a range of up to 64 bytes
        if (length == 0) {
          return data;
        }
        int from = random.nextInt(length);
        int count = Math.min(length - from, 1 + random.nextInt(64));
        return splice(data, random.nextInt(length + 1), 0, Arrays.copyOfRange(data, from, from + count));
      }
      case 4: // truncate
        return Arrays.copyOf(data, length == 0 ? 0 : random.nextInt(length));
      case 5: { // swap two non-overlapping ranges of equal length
        if (length < 2) {
          return data;
        }
        int count = 1 + random.nextInt(Math.min(16, length / 2));
        int first = random.nextInt(length - 2 * count + 1);
        int second = first + count + random.nextInt(length - first - 2 * count + 1);
        byte[] copy = data.clone();
        System.arraycopy(data, first, copy, second, count);
        System.arraycopy(data, second, copy, first, count);
        return copy;
      }
      default: { // overwrite one byte with any value
        if (length == 0) {
          return data;
        }
        byte[] copy = data.clone();
        copy[random.nextInt(length)] = (byte) random.nextInt(256);
        return copy;
      }
    }
  }

  private static byte[] splice(byte[] data, int at, int removed, byte[] inserted) {
    byte[] result = new byte[data.length - removed + inserted.length];
    System.arraycopy(data, 0, result, 0, at);
    System.arraycopy(inserted, 0, result, at, inserted.length);
    System.arraycopy(data, at + removed, result, at + inserted.length, data.length - at - removed);
    return result;
  }
}
