package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;

/**
 * The stage capacity ranges of {@code --pipeline=N} (spec §3.2): stage {@code s} owns
 * {@code sizes[s]} cores, the contiguous range that follows the earlier stages. The even layout
 * of {@code P} cores gives every stage {@code P / N} cores and the first {@code P % N} one more.
 */
public final class PipelineLayout {
  private final int[] sizes;
  private final int[] begins;

  /** Creates the layout of explicit stage sizes. */
  public PipelineLayout(int... sizes) {
    this.sizes = sizes.clone();
    this.begins = new int[sizes.length];
    for (int s = 1; s < sizes.length; s++) {
      begins[s] = begins[s - 1] + sizes[s - 1];
    }
  }

  /** {@return the even layout of {@code cores} cores in {@code stages} stages} */
  public static PipelineLayout even(int cores, int stages) {
    int[] sizes = new int[stages];
    for (int s = 0; s < stages; s++) {
      sizes[s] = cores / stages + (s < cores % stages ? 1 : 0);
    }
    return new PipelineLayout(sizes);
  }

  /** {@return whether there is at least one stage and none is empty} */
  public boolean isValid() {
    return sizes.length > 0 && Arrays.stream(sizes).allMatch(size -> size > 0);
  }

  /** {@return the number of stages} */
  public int stageCount() {
    return sizes.length;
  }

  /** {@return the cores of all stages} */
  public int coreCount() {
    return Arrays.stream(sizes).sum();
  }

  /** {@return the cores of stage {@code stage}} */
  public int size(int stage) {
    return sizes[stage];
  }

  /** {@return the cores of each stage} */
  public int[] sizes() {
    return sizes.clone();
  }

  /** {@return the first core of stage {@code stage}} */
  public int begin(int stage) {
    return begins[stage];
  }

  /** {@return the stage whose range holds {@code core}, or -1 past the last core} */
  public int stageForCore(int core) {
    for (int s = 0; s < sizes.length; s++) {
      if (core >= begins[s] && core < begins[s] + sizes[s]) {
        return s;
      }
    }
    return -1;
  }

  /** {@return the smallest stage size: the width of one logical processor per stage} */
  public int logicalProcessorCount() {
    return Arrays.stream(sizes).min().orElse(0);
  }
}
