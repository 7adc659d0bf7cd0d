package raptor.backend.pim.artifact;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import raptor.isa.PimBinary;
import raptor.isa.PimJson;

/**
 * The files of the artifact directory {@code pim/}, in the order they are written (the layout of
 * isa-simulator spec section 4.4):
 *
 * <pre>
 * core_&lt;k&gt;.pim                program of compiler core k (binary)
 * core_&lt;k&gt;.json               the same program as JSON, when requested
 * config.json                 see {@link ConfigJson}
 * memory.bin                  the host memory image, loaded at address 0
 * weights/crossbar_&lt;u&gt;.bin    each distinct weight matrix once, rows x cols f32 LE
 * core_&lt;k&gt;/crossbar_&lt;g&gt;.bin  hard link to ../weights/crossbar_&lt;u&gt;.bin
 * </pre>
 *
 * <p>Slot {@code g} of core {@code k} is the crossbar of {@code mvmul group=g}. The spec's
 * proposed layout makes the slots symbolic links, and lets the loader take plain files too; a
 * hard link is a plain file that costs the file system no inode, and the slots are symbolic
 * links only where it has no hard links. File contents are produced only when each file is
 * written.
 */
final class ArtifactLayout {
  private ArtifactLayout() {}

  /** {@return the entries of a validated {@code program}} */
  static List<ArtifactEntry> entries(
      PimProgram program, WeightLayout weights, ArtifactOptions options) {
    List<ArtifactEntry> entries = new ArrayList<>();
    for (CoreProgram core : program.cores()) {
      String stem = "core_" + core.id();
      entries.add(
          new ArtifactEntry.File(
              stem + ".pim",
              "core " + core.id() + " program",
              out -> PimBinary.write(core.instructions(), out)));
      if (options.emitJson()) {
        entries.add(
            new ArtifactEntry.File(
                stem + ".json",
                "core " + core.id() + " JSON program",
                out ->
                    out.write(
                        PimJson.write(core.instructions()).getBytes(StandardCharsets.UTF_8))));
      }
    }
    entries.add(
        new ArtifactEntry.File("config.json", "config", out -> out.write(ConfigJson.of(program))));
    entries.add(
        new ArtifactEntry.File(
            "memory.bin",
            "host memory image",
            out -> out.write(MemoryImage.of(program.memory()))));
    List<WeightMatrix> distinct = weights.distinct();
    for (int file = 0; file < distinct.size(); file++) {
      WeightMatrix matrix = distinct.get(file);
      entries.add(
          new ArtifactEntry.File(
              weightFile(file), "weight file " + file, out -> out.write(matrix.image())));
    }
    for (CoreProgram core : program.cores()) {
      for (int slot = 0; slot < core.crossbars().size(); slot++) {
        entries.add(
            new ArtifactEntry.Link(
                "core_" + core.id() + "/crossbar_" + slot + ".bin",
                "core " + core.id() + ", crossbar " + slot,
                "../" + weightFile(weights.fileOf(core.id(), slot))));
      }
    }
    return entries;
  }

  private static String weightFile(int number) {
    return "weights/crossbar_" + number + ".bin";
  }
}
