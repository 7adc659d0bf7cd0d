package raptor.tools.opt;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.ir.text.IrParser;
import raptor.pass.PassRegistry;
import raptor.tools.MemoryAdvice;
import raptor.tools.ToolMain;
import raptor.tools.onnx.OnnxInput;

/**
 * {@code raptor-opt}: the mlir-opt-style driver. Parses MLIR text, verifies it, runs the
 * requested passes and prints it back, chunk by chunk with {@code --split-input-file}.
 */
public final class RaptorOpt {
  /**
   * The Java heap a run needs per byte of input: about 7.5 was live at the peak on a 201 MiB
   * generic-form file of 3.8 million ops (bench/gen_mlir.py), when the text, the IR and the
   * printed output live at once; 10 leaves room for the young generation.
   */
  private static final int HEAP_PER_INPUT_BYTE = 10;

  private RaptorOpt() {
  }

  /** Runs the tool and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-opt", RaptorOpt::run, args);
  }

  /** {@return the exit status after running the tool in-process} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    PassRegistry registry = PassRegistry.load();
    OptionParser parser = new OptionParser(registry);
    OptOptions options;
    try {
      options = parser.parse(args);
    } catch (OptionParser.UsageException e) {
      err.println("raptor-opt: " + e.getMessage());
      return 1;
    }
    if (parser.helpRequested()) {
      out.print(OptionParser.helpText() + PassHelp.helpSection(registry));
      return 0;
    }
    if (parser.listPassesRequested()) {
      out.print(PassHelp.listPasses(registry));
      return 0;
    }
    PassRunner passes = new PassRunner(options.pipeline(), registry, options.print(), err);
    if (!passes.validate()) {
      return 1;
    }
    try {
      return process(options, passes, in, out, err);
    } catch (OutOfMemoryError e) {
      long size = inputSize(options.input());
      MemoryAdvice.report(err, "raptor-opt: error: " + (size < 0 ? MemoryAdvice.outOfMemory()
          : MemoryAdvice.outOfMemory(options.input(), size, HEAP_PER_INPUT_BYTE)));
      return 1;
    }
  }

  /** Reads, processes and writes the input. */
  private static int process(OptOptions options, PassRunner passes, InputStream in,
      PrintStream out, PrintStream err) {
    String fileName = options.input().equals("-") ? "<stdin>" : options.input();
    Input input = read(options, fileName, in, err);
    if (input == null) {
      return 1;
    }
    int status;
    try (OutputWriter output = OutputWriter.to(options.output(), out)) {
      boolean success = new OptDriver(options, fileName, input.text(), err, passes,
          input.source(), output::text).run();
      status = output.finish(success, err);
    }
    passes.finish();
    return status;
  }

  /**
   * {@return the input as text to parse or as an imported ONNX model, or null after printing why
   * it cannot be read}; an ONNX file is streamed, and no copy of the input's bytes outlives this
   * method, so a model's weights are held once while the passes run; a regular text file
   * becomes its string without a second copy of its bytes
   */
  private static Input read(OptOptions options, String fileName, InputStream in,
      PrintStream err) {
    Operation model;
    try {
      Path modelFile = OnnxInput.modelFile(options.input(), options.maxInputSize());
      if (modelFile != null) {
        model = OnnxInput.importModule(modelFile, IrContext.withAvailableDialects(),
            options.onnxImport(), err);
      } else {
        Path textFile = InputFile.regularFile(options.input(), options.maxInputSize());
        if (textFile != null) {
          return new Input(InputFile.readText(textFile, options.input()), IrParser::parse);
        }
        byte[] bytes = InputFile.read(options.input(), in, options.maxInputSize());
        if (!OnnxInput.recognizes(bytes, fileName)) {
          return new Input(new String(bytes, StandardCharsets.UTF_8), IrParser::parse);
        }
        model = OnnxInput.importModule(bytes, fileName, IrContext.withAvailableDialects(),
            options.onnxImport(), err);
      }
    } catch (FileAccessException e) {
      err.println("raptor-opt: error: " + e.getMessage());
      return null;
    }
    return model == null ? null
        : new Input("", (chunk, name, context, diag, implicitModule) -> model);
  }

  /** The input's text (empty for an ONNX model) and how the driver gets its module. */
  private record Input(String text, OptDriver.ModuleSource source) {
  }

  /** {@return the size of the input file, -1 for standard input or when it is unknown} */
  private static long inputSize(String input) {
    try {
      return input.equals("-") ? -1 : Files.size(Path.of(input));
    } catch (IOException e) {
      return -1;
    }
  }
}
