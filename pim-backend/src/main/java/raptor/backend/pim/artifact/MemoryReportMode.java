package raptor.backend.pim.artifact;

/** How much memory report to write ({@code --pim-memory-report}). */
public enum MemoryReportMode {
  /** Write the summary {@code reports/memory_report.txt}; the compiler's default. */
  SUMMARY,
  /** Write no report. */
  NONE
}
