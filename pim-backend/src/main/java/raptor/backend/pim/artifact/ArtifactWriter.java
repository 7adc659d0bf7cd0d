package raptor.backend.pim.artifact;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Validates a {@link PimProgram} and writes its artifacts under an output directory {@code DIR}:
 * the directory {@code DIR/pim/} laid out as {@link ArtifactLayout} describes, and, unless the
 * report mode is {@link MemoryReportMode#NONE}, {@code DIR/reports/memory_report.txt} (the reports
 * directory is a sibling of {@code pim/}, as in the compiler's output directory; with {@code NONE}
 * an existing report is left as it is).
 *
 * <p>Writing is all or nothing: the new files are staged beside their targets and replace them only
 * when everything was written. On failure the previous {@code DIR/pim} and report are unchanged and
 * no staging path is left. The same program always gives byte-identical files.
 *
 * <pre>{@code
 * new ArtifactWriter(ArtifactOptions.DEFAULT).write(program, Path.of("out"));
 * }</pre>
 */
public final class ArtifactWriter {
  /** The name of the artifact directory inside the output directory. */
  public static final String ARTIFACT_DIRECTORY = "pim";

  /** The path of the memory report relative to the output directory. */
  public static final String MEMORY_REPORT = "reports/memory_report.txt";

  private final ArtifactOptions options;

  /** Creates a writer with {@code options}. */
  public ArtifactWriter(ArtifactOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  /**
   * Writes the artifacts of {@code program} under {@code outputDirectory}, which is created when
   * it is missing.
   *
   * @return the artifact directory {@code outputDirectory/pim}
   * @throws ArtifactWriteException if the program is invalid (every problem is listed) or a file
   *     cannot be written (the problem names it); nothing was changed
   */
  public Path write(PimProgram program, Path outputDirectory) throws ArtifactWriteException {
    List<ArtifactProblem> problems = ProgramValidator.validate(program);
    if (!problems.isEmpty()) {
      throw new ArtifactWriteException(problems);
    }
    WeightLayout weights = WeightLayout.of(program.cores());
    try (ArtifactTransaction transaction = new ArtifactTransaction(outputDirectory)) {
      transaction.stageDirectory(
          ARTIFACT_DIRECTORY, ArtifactLayout.entries(program, weights, options));
      if (options.memoryReport() == MemoryReportMode.SUMMARY) {
        transaction.stageFile(
            MEMORY_REPORT,
            "memory report",
            out -> out.write(MemoryReport.of(program, weights).getBytes(StandardCharsets.UTF_8)));
      }
      transaction.commit();
    }
    return outputDirectory.resolve(ARTIFACT_DIRECTORY);
  }
}
