package raptor.tools.compile;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;
import raptor.conversion.onnxtospatial.ConvOptions;
import raptor.conversion.onnxtospatial.ConvStrategy;
import raptor.pim.InvalidTargetException;

/**
 * The Conv flags {@code raptor-compile} and {@code raptor-run} share (a picocli mixin), with
 * the names and defaults of raptor-opt's (spec §5.1).
 */
public final class ConvFlags {
  /** Reads a strategy by its flag name ({@code tiled-2d}). */
  static final class StrategyConverter implements ITypeConverter<ConvStrategy> {
    @Override
    public ConvStrategy convert(String value) {
      for (ConvStrategy strategy : ConvStrategy.values()) {
        if (strategy.flagName().equals(value)) {
          return strategy;
        }
      }
      throw new TypeConversionException("'" + value + "' is not a Conv strategy; expected one "
          + "of " + Arrays.stream(ConvStrategy.values()).map(ConvStrategy::flagName)
              .collect(Collectors.joining(", ")));
    }
  }

  @Option(names = "--pim-conv-lowering", paramLabel = "STRATEGY", defaultValue = "auto",
      converter = StrategyConverter.class,
      description = "Conv strategy: auto (default), legacy, depthwise, packed-im2col, "
          + "streamed-patch, streamed-packed, output-channel-tiled, input-k-tiled, tiled-2d.")
  ConvStrategy strategy;

  @Option(names = "--pim-conv-im2col-max-elements", paramLabel = "N", defaultValue = "1048576",
      description = "Largest whole im2col matrix of one Conv, in elements (default 1048576).")
  long im2colMaxElements;

  @Option(names = "--pim-conv-stream-chunk-positions", paramLabel = "N", defaultValue = "32",
      description = "Most output positions of one streamed Conv chunk (default 32).")
  long streamChunkPositions;

  @Option(names = "--pim-conv-image-chunk-positions", paramLabel = "N", defaultValue = "0",
      description = "Most output positions of one streamed chunk of a Conv that reads the "
          + "function's image row-interleaved (default 0: 64 at --pipeline=1, where that Conv "
          + "runs alone, else the streamed chunk limit, as it then shares a pipeline stage).")
  long imageChunkPositions;

  @Option(names = "--pim-report-conv-lowering", paramLabel = "BOOL", defaultValue = "true",
      arity = "0..1", fallbackValue = "true",
      description = "Write DIR/reports/conv_lowering_report.md (default true).")
  boolean report;

  /**
   * {@return the options for a schedule of {@code pipeline} stages, the report going to
   * {@code outputDir}/reports when it is on}
   *
   * @throws InvalidTargetException naming a non-positive budget
   */
  public ConvOptions options(Path outputDir, int pipeline) throws InvalidTargetException {
    long imageChunk = imageChunkPositions != 0 ? imageChunkPositions
        : pipeline > 1 ? streamChunkPositions : ConvOptions.DEFAULT.imageChunkPositions();
    ConvOptions options = new ConvOptions(strategy, im2colMaxElements, streamChunkPositions,
        imageChunk, report ? outputDir.resolve("reports").toString() : "");
    String invalid = im2colMaxElements < 1 ? "im2col-max-elements"
        : streamChunkPositions < 1 ? "stream-chunk-positions"
        : imageChunk < 1 ? "image-chunk-positions" : null;
    if (invalid != null) {
      throw new InvalidTargetException("Pim compilation requires --pim-conv-" + invalid
          + " to be a positive integer");
    }
    return options;
  }
}
