package raptor.tools.onnx;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.ir.io.OutputFile;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;
import raptor.tools.ToolMain;

/**
 * {@code raptor-import}: prints an ONNX model in the {@code onnx} dialect, with the node names as
 * locations, as onnx-mlir's {@code --EmitONNXIR} does.
 *
 * <pre>
 * raptor-import model.onnx [-o out.mlir] [--onnx-input-shape=NAME:1x3x224x224]...
 *               [--no-locations]
 * </pre>
 */
public final class RaptorImport {
  private static final String USAGE = "usage: raptor-import MODEL.onnx [-o OUT.mlir] "
      + "[--onnx-input-shape=NAME:DIMxDIM...]... [--no-locations]";

  private RaptorImport() {
  }

  /** Runs the tool and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-import", RaptorImport::run, args);
  }

  /** {@return the exit status after running the tool in-process} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    String input = null;
    String output = "-";
    boolean locations = true;
    ImportOptions options = ImportOptions.DEFAULT;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      try {
        if (arg.equals("-o") && i + 1 < args.length) {
          output = args[++i];
        } else if (arg.startsWith("--onnx-input-shape=")) {
          options = options.withInputShape(arg.substring("--onnx-input-shape=".length()));
        } else if (arg.equals("--no-locations")) {
          locations = false;
        } else if (arg.equals("--help") || arg.equals("-h")) {
          out.println(USAGE);
          return 0;
        } else if (input == null && (!arg.startsWith("-") || arg.equals("-"))) {
          input = arg;
        } else {
          err.println("raptor-import: unexpected argument '" + arg + "'\n" + USAGE);
          return 1;
        }
      } catch (IllegalArgumentException e) {
        err.println("raptor-import: --onnx-input-shape: " + e.getMessage());
        return 1;
      }
    }
    if (input == null) {
      err.println("raptor-import: no input model\n" + USAGE);
      return 1;
    }
    String fileName = input.equals("-") ? "<stdin>" : input;
    IrContext context = IrContext.withAvailableDialects();
    Operation module;
    try {
      Path file = InputFile.regularFile(input, InputFile.DEFAULT_LIMIT);
      module = file != null ? OnnxInput.importModule(file, context, options, err)
          : OnnxInput.importModule(InputFile.read(input, in, InputFile.DEFAULT_LIMIT), fileName,
              context, options, err);
    } catch (FileAccessException e) {
      err.println("raptor-import: error: " + e.getMessage());
      return 1;
    }
    if (module == null) {
      return 1;
    }
    PrintOptions print = new PrintOptions(false, locations, false, false, -1,
        PrintOptions.DEFAULT_HEX_IF_LARGER);
    String text = IrPrinter.print(module, print, context.resources());
    return write(text, output, out, err);
  }

  private static int write(String text, String output, PrintStream out, PrintStream err) {
    try {
      OutputFile.write(output, out, sink -> sink.write(text.getBytes(StandardCharsets.UTF_8)));
      return 0;
    } catch (FileAccessException e) {
      err.println("raptor-import: error: " + e.getMessage());
      return 1;
    }
  }
}
