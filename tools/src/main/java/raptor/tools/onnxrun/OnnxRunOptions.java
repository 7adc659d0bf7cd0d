package raptor.tools.onnxrun;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The flags of {@code raptor-onnx-run}, bound by picocli. */
@Command(
    name = "raptor-onnx-run",
    mixinStandardHelpOptions = true,
    version = "raptor-onnx-run 0.1.0 (onnxruntime 1.28.0)",
    sortOptions = false,
    description = {
      "Run an ONNX model with onnxruntime (the numerical reference) and write its inputs and"
          + " outputs as little-endian raw files (input_K.bin, output_K.bin) described by"
          + " manifest.json (names, shapes, element types).",
      "Inputs are generated from --seed (floats uniform in [-1, 1), integers 0 or 1) or read"
          + " with --inputs."
    })
final class OnnxRunOptions {
  @Parameters(index = "0", paramLabel = "MODEL", description = "The .onnx model.")
  Path model;

  @Option(names = "--seed", paramLabel = "N",
      description = "Seed of the generated inputs (default 0).")
  Long seed;

  @Option(names = "--inputs", paramLabel = "DIR",
      description = "Read the inputs from DIR: a manifest.json folder written by this tool, or"
          + " an ONNX test data set (input_K.pb).")
  Path inputs;

  @Option(names = "--input-shape", paramLabel = "NAME:DIMS",
      description = "The shape of a generated input with symbolic dimensions, such as"
          + " x:1x3x224x224 (default: every symbolic dimension 1).")
  List<String> inputShapes = new ArrayList<>();

  @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR", required = true,
      description = "Where the tensors and manifest.json are written.")
  Path outputDir;
}
