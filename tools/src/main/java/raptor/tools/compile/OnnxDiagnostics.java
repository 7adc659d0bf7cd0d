package raptor.tools.compile;

import java.io.PrintStream;
import java.nio.file.Path;
import raptor.ir.attr.NameLoc;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.SourceFiles;

/**
 * Prints the diagnostics of compiling an ONNX model: one located at an ONNX node (a name
 * location, as the importer gives every op) reads {@code model.onnx: node 'conv1': error: ...};
 * any other is printed as raptor-opt prints it.
 */
public final class OnnxDiagnostics {
  private OnnxDiagnostics() {
  }

  /** Prints every diagnostic of {@code diag}, raised compiling {@code model}, to {@code err}. */
  public static void print(Path model, DiagnosticEngine diag, PrintStream err) {
    DiagnosticPrinter printer = new DiagnosticPrinter(new SourceFiles());
    for (Diagnostic d : diag.diagnostics()) {
      if (d.location() instanceof NameLoc node && node.child() == null) {
        err.print(model + ": node '" + node.name() + "': " + d.severity().word() + ": "
            + d.message() + "\n");
        for (Diagnostic note : d.notes()) {
          err.print(printer.render(note));
        }
      } else {
        err.print(printer.render(d));
      }
    }
  }
}
