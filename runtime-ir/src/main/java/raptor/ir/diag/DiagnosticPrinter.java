package raptor.ir.diag;

import raptor.ir.attr.CallSiteLoc;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.FusedLoc;
import raptor.ir.attr.Location;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.text.AttrPrinter;
import raptor.ir.text.SourceLineMap;

/**
 * Renders diagnostics as mlir-opt does: {@code file:line:col: error: message}, then the source
 * line and a caret when the file is known; {@code <unknown>:0: error: loc(...): message} for a
 * location without a file position. Notes follow their diagnostic.
 */
public final class DiagnosticPrinter {
  private final SourceFiles sources;

  /** Creates a printer quoting lines from {@code sources}. */
  public DiagnosticPrinter(SourceFiles sources) {
    this.sources = sources;
  }

  /**
   * {@return the rendering of {@code diagnostic} and its notes, each line ending in \n}; a note
   * at the diagnostic's own location does not quote the source line again
   */
  public String render(Diagnostic diagnostic) {
    StringBuilder out = new StringBuilder();
    renderOne(diagnostic, true, out);
    for (Diagnostic note : diagnostic.notes()) {
      renderOne(note, !note.location().equals(diagnostic.location()), out);
    }
    return out.toString();
  }

  private void renderOne(Diagnostic d, boolean quoteSource, StringBuilder out) {
    FileLineColLoc position = filePosition(d.location());
    if (position == null) {
      out.append("<unknown>:0: ").append(d.severity().word()).append(": ");
      if (!(d.location() instanceof UnknownLoc)) {
        new AttrPrinter(out, null).printLocation(d.location());
        out.append(": ");
      }
      out.append(d.message()).append('\n');
      return;
    }
    out.append(position.file()).append(':').append(position.line()).append(':')
        .append(position.column()).append(": ").append(d.severity().word()).append(": ")
        .append(d.message()).append('\n');
    SourceLineMap source = quoteSource ? sources.get(position.file()) : null;
    // Like mlir-opt, a location without a column (0) quotes no source line.
    if (source != null && position.line() >= 1 && position.column() >= 1) {
      String line = source.lineTextAt(position.line());
      if (line != null) {
        boolean range = position.endLine() == position.line();
        SourceQuote.append(out, line, SourceQuote.Text.DECODED, position.column() - 1,
            range ? position.column() - 1 : -1, range ? position.endColumn() : -1);
      }
    }
  }

  /** {@return the first file position inside {@code loc}, as MLIR's handler finds it, or null} */
  static FileLineColLoc filePosition(Location loc) {
    if (loc instanceof FileLineColLoc f) {
      return f;
    }
    if (loc instanceof NameLoc n) {
      return n.child() == null ? null : filePosition(n.child());
    }
    if (loc instanceof CallSiteLoc c) {
      return filePosition(c.callee());
    }
    if (loc instanceof FusedLoc fused) {
      for (Location inner : fused.locations()) {
        FileLineColLoc f = filePosition(inner);
        if (f != null) {
          return f;
        }
      }
    }
    return null;
  }
}
