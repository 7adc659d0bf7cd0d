package raptor.tblgen.diag;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The texts of the {@code .td} files read so far, by file name, so that diagnostics can quote the offending
 * line.
 */
public final class SourceSet {

  private final Map<String, List<String>> linesByFile = new HashMap<>();
  private final Map<String, String> textByFile = new HashMap<>();

  /**
   * Records the text of a file.
   *
   * @param file the file name used in {@link SourceLoc#file()}
   * @param text the whole text of the file
   */
  public void add(String file, String text) {
    linesByFile.put(file, text.lines().toList());
    textByFile.put(file, text);
  }

  /**
   * {@return the whole text of a file read so far, or {@code null}}
   *
   * @param file the file name used in {@link SourceLoc#file()}
   */
  public String text(String file) {
    return textByFile.get(file);
  }

  /**
   * Renders an error as LLVM does: the diagnostic line, then the source line and a caret under the column.
   * The quote is left out when the line is unknown.
   *
   * @param error the error to render
   * @return the rendered text, ending in a newline
   */
  public String render(TdException error) {
    return render(error.loc(), error.diagnostic());
  }

  /**
   * Renders a note ({@code dump}) as LLVM does: {@code file:line:col: note: message}, then the source line
   * and a caret under the column.
   *
   * @param loc     where the note points
   * @param message the message
   * @return the rendered text, ending in a newline
   */
  public String renderNote(SourceLoc loc, String message) {
    return render(loc, loc + ": note: " + message);
  }

  private String render(SourceLoc loc, String firstLine) {
    StringBuilder out = new StringBuilder(firstLine).append('\n');
    List<String> lines = linesByFile.get(loc.file());
    if (lines == null || loc.line() < 1 || loc.line() > lines.size()) {
      return out.toString();
    }
    String line = lines.get(loc.line() - 1);
    out.append(line).append('\n');
    for (int i = 0; i < loc.column() - 1 && i < line.length(); i++) {
      out.append(line.charAt(i) == '\t' ? '\t' : ' ');
    }
    return out.append("^\n").toString();
  }
}
