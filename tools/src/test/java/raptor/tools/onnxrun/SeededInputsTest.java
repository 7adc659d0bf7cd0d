package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link SeededInputs}: determinism, value ranges and the types without a generator. */
class SeededInputsTest {
  private static final TensorSpec FLOATS = new TensorSpec("x", ElementType.FLOAT32,
      new long[] {-1, 8}, new String[] {"N", ""});
  private static final TensorSpec INDICES = new TensorSpec("i", ElementType.INT64,
      new long[] {16}, new String[] {""});

  private static List<RawTensor> generate(long seed) throws ReferenceException {
    return SeededInputs.generate("m.onnx", List.of(FLOATS, INDICES),
        List.of(new long[] {2, 8}, new long[] {16}), seed);
  }

  @Test
  void theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws ReferenceException {
    List<RawTensor> first = generate(7);
    assertArrayEquals(first.get(0).data(), generate(7).get(0).data());
    assertArrayEquals(first.get(1).data(), generate(7).get(1).data());
    assertFalse(Arrays.equals(first.get(0).data(), generate(8).get(0).data()));
  }

  @Test
  void floatsFollowRaptorRunsSequenceInMinusOneToOne() throws ReferenceException {
    RawTensor x = generate(3).get(0);
    assertArrayEquals(new long[] {2, 8}, x.shape());
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < x.elementCount(); i++) {
      assertEquals((float) random.nextDouble(-1.0, 1.0), x.valueAt(i));
      assertTrue(x.valueAt(i) >= -1 && x.valueAt(i) < 1);
    }
  }

  @Test
  void integersAreZeroOrOne() throws ReferenceException {
    RawTensor indices = generate(11).get(1);
    boolean sawZero = false;
    boolean sawOne = false;
    for (int i = 0; i < indices.elementCount(); i++) {
      double value = indices.valueAt(i);
      assertTrue(value == 0 || value == 1, "element " + i + " is " + value);
      sawZero |= value == 0;
      sawOne |= value == 1;
    }
    assertTrue(sawZero && sawOne);
  }

  @Test
  void halfFloatsHaveNoGenerator() {
    TensorSpec half = new TensorSpec("h", ElementType.FLOAT16, new long[] {2}, new String[] {""});
    ReferenceException e = assertThrows(ReferenceException.class,
        () -> SeededInputs.generate("m.onnx", List.of(half), List.of(new long[] {2}), 0));
    assertEquals("m.onnx: error: input 'h' is float16, for which there is no seeded generator;"
        + " give its values with --inputs", e.diagnostic());
  }
}
