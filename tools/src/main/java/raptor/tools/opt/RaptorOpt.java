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
   * The Java heap a run needs per byte of input, measured on generic-form files of a million ops
   * (bench/gen_mlir.py): the text, the IR and the printed output live at once.
   */
  private static final int HEAP_PER_INPUT_BYTE = 8;

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
      err.println("raptor-opt: error: " + (size < 0 ? MemoryAdvice.outOfMemory()
          : MemoryAdvice.outOfMemory(options.input(), size, HEAP_PER_INPUT_BYTE)));
      return 1;
    }
  }

  /** Reads, processes and writes the input. */
  private static int process(OptOptions options, PassRunner passes, InputStream in,
      PrintStream out, PrintStream err) {
    byte[] bytes;
    String fileName = options.input().equals("-") ? "<stdin>" : options.input();
    try {
      bytes = InputFile.read(options.input(), in, options.maxInputSize());
    } catch (FileAccessException e) {
      err.println("raptor-opt: error: " + e.getMessage());
      return 1;
    }
    String text = "";
    OptDriver.ModuleSource source = IrParser::parse;
    if (OnnxInput.recognizes(bytes, fileName)) {
      Operation model = OnnxInput.importModule(bytes, fileName,
          IrContext.withAvailableDialects(), options.onnxImport(), err);
      if (model == null) {
        return 1;
      }
      source = (chunk, name, context, diag, implicitModule) -> model;
    } else {
      text = new String(bytes, StandardCharsets.UTF_8);
    }
    OptDriver.Result result = new OptDriver(options, fileName, text, err, passes, source).run();
    int status = OutputWriter.write(options.output(), result, out, err);
    passes.finish();
    return status;
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
