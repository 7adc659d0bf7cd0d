package raptor.conversion.onnxtospatial;

import raptor.pass.Option;

/**
 * The Conv options of {@code convert-onnx-to-spatial} (spec §5.1), each defaulting to
 * {@code raptor-opt}'s global flag of the same name.
 *
 * @param strategy the forced strategy, or {@link ConvStrategy#AUTO}
 * @param im2colMaxElements the budget of a whole im2col matrix (positions x patch length)
 * @param streamChunkPositions the most output positions of one streamed chunk
 * @param imageChunkPositions the most output positions of one streamed chunk of a Conv that
 *     reads the function's image row-interleaved
 * @param reportDirectory the folder of {@code conv_lowering_report.md}, or empty for no report
 */
public record ConvOptions(
    @Option(name = "pim-conv-lowering", help = "Conv strategy: auto, legacy, depthwise, "
        + "packed-im2col, streamed-patch, streamed-packed, output-channel-tiled, input-k-tiled "
        + "or tiled-2d")
    ConvStrategy strategy,
    @Option(name = "pim-conv-im2col-max-elements",
        help = "Largest im2col matrix (elements) of one Conv")
    long im2colMaxElements,
    @Option(name = "pim-conv-stream-chunk-positions",
        help = "Most output positions of one streamed Conv chunk")
    long streamChunkPositions,
    @Option(name = "pim-conv-image-chunk-positions",
        help = "Most output positions of one chunk of a Conv of the function's image")
    long imageChunkPositions,
    @Option(name = "pim-conv-report-dir",
        help = "Write the Conv lowering report to DIR/conv_lowering_report.md")
    String reportDirectory) {
  /**
   * The defaults: auto, 1,048,576 elements and no report as spec §1.6, and 32 positions per
   * streamed chunk instead of the reference's 1,024, so that a layer's patches are gathered by
   * many computes at once, each receiving only the input rows under its windows. A Conv of the
   * function's image runs first, while every core is free, and each of its chunks reads its
   * rows from a band of the image, not from a producer's result: 64 positions per chunk halve
   * the products its gather receives (ResNet-18 14.72 to 14.24 ms, GoogLeNet 12.91 to 12.54 ms
   * at Arch-A A2 against 32).
   */
  public static final ConvOptions DEFAULT =
      new ConvOptions(ConvStrategy.AUTO, 1 << 20, 32, 64, "");

  /** {@return these options writing the report to {@code directory}} */
  public ConvOptions withReportDirectory(String directory) {
    return new ConvOptions(strategy, im2colMaxElements, streamChunkPositions,
        imageChunkPositions, directory);
  }

  /** {@return the first invalid option, described, or {@code null} when all are valid} */
  String invalid() {
    if (im2colMaxElements < 1) {
      return "--pim-conv-im2col-max-elements to be positive, got " + im2colMaxElements;
    }
    if (streamChunkPositions < 1) {
      return "--pim-conv-stream-chunk-positions to be positive, got " + streamChunkPositions;
    }
    if (imageChunkPositions < 1) {
      return "--pim-conv-image-chunk-positions to be positive, got " + imageChunkPositions;
    }
    return null;
  }
}
