package raptor.sim.artifact;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the batch inputs {@code input_0.bin .. input_<n-1>.bin} of an input directory. */
public final class BatchInputs {
  private BatchInputs() {}

  /**
   * {@return the contents of the first {@code count} input files}; memory grows with the files
   * read, not with {@code count}, so a huge count ends at the first missing file
   *
   * @param size the bytes each file must hold: the sum of {@code inputs_sizes}
   * @throws ArtifactException if a file is missing, unreadable or not {@code size} bytes long
   */
  public static List<byte[]> read(Path directory, int count, long size) throws ArtifactException {
    List<byte[]> inputs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Path file = directory.resolve("input_" + i + ".bin");
      byte[] input = ArtifactFiles.read(file, "input file");
      if (input.length != size) {
        throw new ArtifactException(
            file,
            "input has "
                + input.length
                + " bytes, expected "
                + size
                + " (the sum of inputs_sizes in config.json)");
      }
      inputs.add(input);
    }
    return inputs;
  }
}
