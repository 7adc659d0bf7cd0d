package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.IsaFormatException;

/**
 * Robustness of raptor-sim on artifact folders whose files are symlinks (issue 11), seeded: one
 * to three files of the {@link SimArtifactFixture} become links to a device, to a file or folder
 * outside, to a folder inside, to nothing, or to a valid file inside (possibly through another
 * link). A run either succeeds, when every link stays on a regular file inside the folder, or
 * exits 1 with one {@code error:} line that names a file of the folder; it never hangs on a
 * device nor reads a file outside.
 */
class SimArtifactFuzzTest {
  private static final int FOLDERS = 40;
  private static final List<String> FILES = List.of("config.json", "memory.bin", "core_0.pim",
      "core_1.json", "core_0/crossbar_0.bin");

  @TempDir Path root;

  @Test
  void symlinkedArtifactsAreConfinedToTheirFolder() throws IOException, IsaFormatException {
    Random random = new Random(0x5_11A1L);
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < FOLDERS; i++) {
      Path dir = Files.createDirectory(root.resolve("case" + i));
      Path pim = SimArtifactFixture.write(dir);
      Path outside = Files.writeString(dir.resolve("outside.bin"), "0123456789abcdef");
      boolean valid = true;
      List<String> links = new ArrayList<>();
      for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
        String name = FILES.get(random.nextInt(FILES.size()));
        Path file = pim.resolve(name);
        Path kept = Files.move(file, pim.resolve("kept_" + i + "_" + edits + ".bin"));
        int kind = random.nextInt(6);
        Path target = switch (kind) {
          case 0 -> Path.of("/dev/zero");
          case 1 -> outside;
          case 2 -> dir;
          case 3 -> pim.resolve("weights");
          case 4 -> pim.resolve("absent.bin");
          default -> file.getParent().relativize(kept);
        };
        Files.createSymbolicLink(file, target);
        links.add(name + " -> " + target);
        valid &= kind == 5;
      }
      SimCli cli = new SimCli(dir);
      int status = cli.run("-f", "$DIR/pim", "--input-dir", "$DIR/inputs");
      String err = cli.stderr();
      boolean named = err.startsWith("error: " + pim) && err.lines().count() == 1
          && !err.contains("\tat ");
      if (valid ? status != 0 : status != 1 || !named) {
        failures.add("case " + i + " " + links + ": exit " + status + ", stderr: " + err);
      }
    }
    if (!failures.isEmpty()) {
      fail(String.join("\n", failures));
    }
  }
}
