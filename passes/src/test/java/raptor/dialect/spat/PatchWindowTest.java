package raptor.dialect.spat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The element map of an im2col window ({@link PatchWindow#runs}) against patches built by
 * definition, for NCHW inputs and for NHWC inputs ({@code channelsLast}), whose patches list
 * window rows, then window columns, then channels.
 */
class PatchWindowTest {
  private static final long[] KERNEL = {3, 2};
  private static final long[] STRIDES = {1, 2};
  private static final long[] DILATIONS = {1, 1};
  private static final long[] PADS = {1, 0};
  private static final long[] OUT_SIZE = {4, 2};
  private static final int N = 2;
  private static final int H = 4;
  private static final int W = 5;
  private static final int C = 3;

  @Test
  void channelsLastPatchesMatchTheirDefinition() {
    check(true, new long[] {1, 2}, new long[] {3, 9}, new long[] {2, 3, 5}, 5, 11);
    check(true, new long[] {0, 3}, new long[] {0, 16}, new long[] {1, 0, 18}, 16, 20);
  }

  @Test
  void channelMajorPatchesMatchTheirDefinition() {
    check(false, new long[] {1, 2}, new long[] {3, 9}, new long[] {2, 3, 5}, 5, 11);
    check(false, new long[] {0, 3}, new long[] {0, 16}, new long[] {1, 0, 18}, 16, 20);
  }

  /** With every channel taken, one window row of an NHWC patch is one run of the input. */
  @Test
  void channelsLastWindowRowsAreSingleRuns() {
    PatchWindow window = new PatchWindow(new long[] {1, 6, 6, 4}, new long[] {3, 3},
        new long[] {1, 1}, DILATIONS, new long[] {0, 0}, new long[] {4, 4}, new long[] {0, 4},
        new long[] {0, 16}, new long[] {1, 0, 36}, new long[] {16, 36}, true);
    assertNull(window.problem());
    assertEquals(16 * 3, window.runs().length / 3);
  }

  @Test
  void channelsLastChannelsAreCheckedAgainstTheLastDimension() {
    PatchWindow window = new PatchWindow(new long[] {1, 6, 6, 4}, new long[] {1, 1},
        new long[] {1, 1}, DILATIONS, new long[] {0, 0}, new long[] {6, 6}, new long[] {2, 3},
        new long[] {0, 36}, new long[] {1, 0, 3}, new long[] {36, 3}, true);
    assertEquals("channels [2, 3] exceed the input's 4", window.problem());
  }

  private static void check(boolean channelsLast, long[] channels, long[] positions,
      long[] patch, int rows, int columns) {
    long[] input = channelsLast ? new long[] {N, H, W, C} : new long[] {N, C, H, W};
    PatchWindow window = new PatchWindow(input, KERNEL, STRIDES, DILATIONS, PADS, OUT_SIZE,
        channels, positions, patch, new long[] {rows, columns}, channelsLast);
    assertNull(window.problem());
    float[] values = new float[N * C * H * W];
    for (int i = 0; i < values.length; i++) {
      values[i] = i + 1;
    }
    float[] gathered = new float[rows * columns];
    Arrays.fill(gathered, -1);
    long[] runs = window.runs();
    for (int r = 0; r < runs.length; r += 3) {
      System.arraycopy(values, (int) runs[r], gathered, (int) runs[r + 1], (int) runs[r + 2]);
    }
    assertArrayEquals(expected(channelsLast, values, channels, positions, patch, rows, columns),
        gathered);
  }

  /** {@return the patch matrix by definition: each patch whole, then the kept elements} */
  private static float[] expected(boolean channelsLast, float[] values, long[] channels,
      long[] positions, long[] patch, int rows, int columns) {
    float[] out = new float[rows * columns];
    Arrays.fill(out, -1);
    int count = (int) channels[1];
    for (int p = 0; p < positions[1]; p++) {
      int position = (int) positions[0] + p;
      int n = position / (int) (OUT_SIZE[0] * OUT_SIZE[1]);
      int oh = position / (int) OUT_SIZE[1] % (int) OUT_SIZE[0];
      int ow = position % (int) OUT_SIZE[1];
      float[] whole = new float[count * (int) (KERNEL[0] * KERNEL[1])];
      for (int kh = 0; kh < KERNEL[0]; kh++) {
        for (int kw = 0; kw < KERNEL[1]; kw++) {
          for (int c = 0; c < count; c++) {
            int ih = oh * (int) STRIDES[0] + kh - (int) PADS[0];
            int iw = ow * (int) STRIDES[1] + kw - (int) PADS[1];
            int channel = (int) channels[0] + c;
            float value = ih < 0 || ih >= H || iw < 0 || iw >= W ? -1
                : values[channelsLast ? ((n * H + ih) * W + iw) * C + channel
                    : ((n * C + channel) * H + ih) * W + iw];
            int tap = kh * (int) KERNEL[1] + kw;
            whole[channelsLast ? tap * count + c : c * (int) (KERNEL[0] * KERNEL[1]) + tap] =
                value;
          }
        }
      }
      int row = p / (int) patch[0];
      int slot = p % (int) patch[0];
      for (int i = 0; i < patch[2] && patch[1] + i < whole.length; i++) {
        out[row * columns + slot * (int) patch[2] + i] = whole[(int) patch[1] + i];
      }
    }
    return out;
  }
}
