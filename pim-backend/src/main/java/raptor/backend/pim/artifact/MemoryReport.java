package raptor.backend.pim.artifact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The text of {@code reports/memory_report.txt}: the host memory regions by address, then per core
 * its local memory, instructions and crossbar slots, then the weight files.
 *
 * <p>Example:
 *
 * <pre>{@code
 * Pim memory report
 * target: 2 of 4 cores, 2 crossbars of 2x2 per core
 *
 * host memory: 40 bytes, 5 regions
 *   kind          address         size  name
 *   constant            0            8  bias
 *   ...
 *
 * cores: 2, 14 instructions
 *   core   local bytes  instructions  crossbars
 *      0            96            10          2
 *   ...
 *
 * weights: 3 crossbar slots in 2 weight files of 16 bytes
 * }</pre>
 */
final class MemoryReport {
  private MemoryReport() {}

  /** {@return the report of a validated {@code program}} */
  static String of(PimProgram program, WeightLayout weights) {
    StringBuilder out = new StringBuilder("Pim memory report\n");
    PimTarget target = program.target();
    line(
        out,
        "target: %d of %d cores, %d crossbars of %dx%d per core",
        program.cores().size(),
        target.coreCount(),
        target.crossbarCount(),
        target.crossbarSize(),
        target.crossbarSize());
    appendHostMemory(out, program.memory());
    appendCores(out, program);
    int fileBytes = target.crossbarSize() * target.crossbarSize() * Float.BYTES;
    out.append('\n');
    line(
        out,
        "weights: %d crossbar slots in %d weight files of %d bytes",
        weights.slotCount(),
        weights.distinct().size(),
        fileBytes);
    return out.toString();
  }

  private static void appendHostMemory(StringBuilder out, HostMemory memory) {
    List<HostRegion> byAddress = new ArrayList<>(memory.regions());
    byAddress.sort(Comparator.comparingLong(HostRegion::address));
    out.append('\n');
    line(out, "host memory: %d bytes, %d regions", memory.size(), byAddress.size());
    line(out, "  %-8s %12s %12s  %s", "kind", "address", "size", "name");
    for (HostRegion region : byAddress) {
      line(
          out,
          "  %-8s %12d %12d  %s",
          region.kind().label(),
          region.address(),
          region.size(),
          region.name());
    }
  }

  private static void appendCores(StringBuilder out, PimProgram program) {
    out.append('\n');
    line(out, "cores: %d, %d instructions", program.cores().size(), program.instructionCount());
    line(out, "  %4s %13s %13s %10s", "core", "local bytes", "instructions", "crossbars");
    for (CoreProgram core : program.cores()) {
      line(
          out,
          "  %4d %13d %13d %10d",
          core.id(),
          core.localMemoryBytes(),
          core.instructions().size(),
          core.crossbars().size());
    }
  }

  private static void line(StringBuilder out, String format, Object... values) {
    out.append(String.format(Locale.ROOT, format, values)).append('\n');
  }
}
