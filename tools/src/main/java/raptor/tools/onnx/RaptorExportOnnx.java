package raptor.tools.onnx;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.export.OnnxExporter;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.ir.IrContext;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.SourceFiles;
import raptor.ir.diag.Verifier;
import raptor.ir.text.IrParser;
import raptor.tools.ToolMain;

/**
 * {@code raptor-export-onnx}: writes onnx-dialect IR ({@code func.func @main_graph}, as {@code
 * raptor-import} or {@code raptor-opt} print it) back as a {@code .onnx} model that Netron opens
 * and onnxruntime runs.
 *
 * <pre>
 * raptor-export-onnx in.mlir -o out.onnx
 * </pre>
 */
public final class RaptorExportOnnx {
  private static final String USAGE = "usage: raptor-export-onnx IN.mlir -o OUT.onnx";

  private RaptorExportOnnx() {
  }

  /** Runs the tool and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-export-onnx", RaptorExportOnnx::run, args);
  }

  /** {@return the exit status after running the tool in-process} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    String input = null;
    String output = null;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("-o") && i + 1 < args.length) {
        output = args[++i];
      } else if (args[i].equals("--help") || args[i].equals("-h")) {
        out.println(USAGE);
        return 0;
      } else if (input == null && (!args[i].startsWith("-") || args[i].equals("-"))) {
        input = args[i];
      } else {
        err.println("raptor-export-onnx: unexpected argument '" + args[i] + "'\n" + USAGE);
        return 1;
      }
    }
    if (input == null || output == null) {
      err.println("raptor-export-onnx: " + (input == null ? "no input" : "no -o output")
          + "\n" + USAGE);
      return 1;
    }
    String fileName = input.equals("-") ? "<stdin>" : input;
    String text;
    try {
      text = new String(InputFile.read(input, in, InputFile.DEFAULT_LIMIT),
          StandardCharsets.UTF_8);
    } catch (FileAccessException e) {
      err.println("raptor-export-onnx: error: " + e.getMessage());
      return 1;
    }
    Operation module = parse(text, fileName, err);
    if (module == null) {
      return 1;
    }
    try {
      OnnxWriter.write(OnnxExporter.export(module), Path.of(output));
      return 0;
    } catch (OnnxException e) {
      err.println(fileName + ": " + e.getMessage());
      return 1;
    }
  }

  /** {@return the parsed and verified module, or null after printing the diagnostics} */
  private static Operation parse(String text, String fileName, PrintStream err) {
    IrContext context = IrContext.withAvailableDialects();
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(text, fileName, context, diag, true);
    if (module != null) {
      Verifier.verify(module, diag);
    }
    if (module == null || diag.hasErrors()) {
      SourceFiles sources = new SourceFiles();
      sources.add(fileName, text);
      DiagnosticPrinter printer = new DiagnosticPrinter(sources);
      for (Diagnostic d : diag.diagnostics()) {
        err.print(printer.render(d));
      }
      return null;
    }
    return module;
  }
}
