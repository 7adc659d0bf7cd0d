package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The C++-only parts of MLIR's op definitions that reading them into our model leaves out
 * ({@code extraClassDeclaration}, C++ builders and hooks, {@code CPred} bodies, ...), counted per
 * kind so that each kind is reported once, not once per op.
 */
public final class IgnoredParts {
  private final Map<String, Integer> counts = new TreeMap<>();

  /** Records one more occurrence of {@code kind}. */
  void add(String kind) {
    counts.merge(kind, 1, Integer::sum);
  }

  /** {@return one line per kind, sorted by kind: "ignored C++-only KIND (N times)"} */
  public List<String> notes() {
    List<String> notes = new ArrayList<>();
    counts.forEach((kind, count) -> notes.add("ignored C++-only " + kind + " (" + count
        + (count == 1 ? " time)" : " times)")));
    return notes;
  }
}
