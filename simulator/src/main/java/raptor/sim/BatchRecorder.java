package raptor.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the per-iteration output dumps: each starts as the host contents of the dump ranges when
 * the batch begins, and every {@code st} made while a core is in iteration {@code i} is copied into
 * dump {@code i} where it overlaps a range.
 */
final class BatchRecorder {
  private final List<Region> ranges;
  private final byte[][] outputs;
  private int iteration;

  BatchRecorder(int batchSize, List<Region> ranges, Memory host) {
    this.ranges = List.copyOf(ranges);
    int total = 0;
    for (Region range : ranges) {
      total = Math.addExact(total, range.size());
    }
    byte[] snapshot = new byte[total];
    int offset = 0;
    for (Region range : ranges) {
      host.read(range.address(), snapshot, offset, range.size());
      offset += range.size();
    }
    outputs = new byte[batchSize][];
    for (int i = 0; i < batchSize; i++) {
      outputs[i] = snapshot.clone();
    }
  }

  /** Sets the iteration that following stores belong to. */
  void setIteration(int iteration) {
    this.iteration = iteration;
  }

  /** Records a host store of {@code data[0..size)} at {@code address}. */
  void record(int address, byte[] data, int size) {
    byte[] output = outputs[iteration];
    int offset = 0;
    for (Region range : ranges) {
      int from = Math.max(address, range.address());
      int to = Math.min(address + size, range.end());
      if (from < to) {
        System.arraycopy(data, from - address, output, offset + from - range.address(), to - from);
      }
      offset += range.size();
    }
  }

  /** {@return the dumps, one per iteration} */
  List<byte[]> outputs() {
    return new ArrayList<>(List.of(outputs));
  }
}
