package raptor.sim.artifact;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the batch inputs {@code input_0.bin .. input_<n-1>.bin} of an input directory. */
public final class BatchInputs {
  private BatchInputs() {}

  /**
   * {@return the contents of the first {@code count} input files}
   *
   * @throws ArtifactException if a file is missing or unreadable
   */
  public static List<byte[]> read(Path directory, int count) throws ArtifactException {
    List<byte[]> inputs = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Path file = directory.resolve("input_" + i + ".bin");
      inputs.add(ArtifactFiles.read(file, "input file"));
    }
    return inputs;
  }
}
