package raptor.backend.pim.artifact;

import java.util.Objects;

/**
 * What {@link ArtifactWriter} writes besides the mandatory files.
 *
 * @param emitJson also write {@code core_<k>.json} beside each {@code core_<k>.pim} ({@code
 *     --pim-emit-json})
 * @param memoryReport whether to write {@code reports/memory_report.txt} ({@code
 *     --pim-memory-report})
 */
public record ArtifactOptions(boolean emitJson, MemoryReportMode memoryReport) {
  /** The compiler's defaults: binary core files only, and the summary memory report. */
  public static final ArtifactOptions DEFAULT =
      new ArtifactOptions(false, MemoryReportMode.SUMMARY);

  /** Checks for null. */
  public ArtifactOptions {
    Objects.requireNonNull(memoryReport, "memoryReport");
  }
}
