package raptor.ir.diag;

import java.util.HashMap;
import java.util.Map;
import raptor.ir.text.SourceLineMap;

/** The source buffers diagnostics may quote, by the file name locations use. */
public final class SourceFiles {
  private final Map<String, SourceLineMap> files = new HashMap<>();

  /** Registers the text of {@code name}. */
  public void add(String name, String text) {
    files.put(name, new SourceLineMap(text));
  }

  /** {@return the line map of {@code name}, or {@code null} when unknown} */
  public SourceLineMap get(String name) {
    return files.get(name);
  }
}
