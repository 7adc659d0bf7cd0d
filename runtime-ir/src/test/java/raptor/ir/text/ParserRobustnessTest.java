package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every input, however broken, ends in a {@link ParseException}, never another exception. */
class ParserRobustnessTest {
  private static final String[] SEEDS = {
    "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<\"0x0100000002000000\"> : tensor<2xi32>",
    "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>", "array<f32: 1.0, 2.5>",
    "affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + s0 * 3, d1 mod 4)>",
    "affine_set<(d0)[s0] : (d0 <= s0, d0 == 0)>", "memref<?x4xf32, strided<[?, 1], offset: ?>, 3>",
    "loc(callsite(\"f\"(\"x.c\":1:2) at fused<\"m\">[\"y.c\":3:4 to :9]))",
    "{a = 1 : i32, \"b c\" = [true, 0x7FC00000 : f32], d}", "@a::@b::@\"c d\"",
    "distinct[0]<#foo.t<[1, (2)]>>", "vector<2x[4]xf16>", "(tensor<*xf32>) -> (i1, index)",
    "99999999999999999999999999999999999999999999 : i64", "0xFFFFFFFFFFFFFFFFFFFFFFFF : f128",
    "tensor<99999999999999999999999x?xf32>", "dense<1.0e999> : tensor<2xf16>",
  };

  @Test
  void mutatedInputsOnlyThrowParseException() {
    Random random = new Random(42);
    String alphabet = "<>[](){}:,=-+*?x0123456789.\"#!@%^ abcdefgimnorstuxy";
    for (String seed : SEEDS) {
      check(seed);
      for (int cut = 0; cut < seed.length(); cut++) {
        check(seed.substring(0, cut));
      }
      for (int round = 0; round < 300; round++) {
        StringBuilder mutated = new StringBuilder(seed);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
          int at = random.nextInt(mutated.length() + 1);
          char c = alphabet.charAt(random.nextInt(alphabet.length()));
          if (random.nextBoolean() && at < mutated.length()) {
            mutated.setCharAt(at, c);
          } else {
            mutated.insert(at, c);
          }
        }
        check(mutated.toString());
      }
    }
  }

  private static void check(String text) {
    try {
      AttrParser.of(text).parseAttribute();
    } catch (ParseException expected) {
      // the only acceptable failure
    } catch (RuntimeException | StackOverflowError e) {
      fail("input <" + text + "> threw " + e, e);
    }
  }
}
