package raptor.tools.opt;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.text.IrParser;
import raptor.pass.PassRegistry;
import raptor.tools.ToolMain;
import raptor.tools.onnx.OnnxInput;

/**
 * {@code raptor-opt}: the mlir-opt-style driver. Parses MLIR text, verifies it, runs the
 * requested passes and prints it back, chunk by chunk with {@code --split-input-file}.
 */
public final class RaptorOpt {
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
    byte[] bytes;
    String fileName = options.input().equals("-") ? "<stdin>" : options.input();
    try {
      bytes = readInput(options.input(), in);
    } catch (NoSuchFileException e) {
      err.println("cannot open input file '" + options.input() + "': No such file or directory");
      return 1;
    } catch (IOException e) {
      err.println("cannot open input file '" + options.input() + "': " + e.getMessage());
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

  /** {@return the bytes of the input: MLIR text or an ONNX model} */
  private static byte[] readInput(String input, InputStream in) throws IOException {
    return input.equals("-") ? in.readAllBytes() : Files.readAllBytes(Path.of(input));
  }
}
