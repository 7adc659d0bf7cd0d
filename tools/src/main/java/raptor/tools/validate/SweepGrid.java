package raptor.tools.validate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The points of a design-space sweep: the product of {@code key=v1,v2,...} axes over the target
 * flags ({@code core-count}, {@code crossbar-size}, {@code crossbar-count}), in the order given,
 * the last axis varying fastest.
 */
final class SweepGrid {
  /** The keys an axis may name. */
  static final List<String> KEYS = List.of("core-count", "crossbar-size", "crossbar-count");

  private SweepGrid() {
  }

  /**
   * {@return every point, each a map from key to value, keys in the order given}
   *
   * @throws ValidateException for an unknown or repeated key or a value that is not a
   *     positive integer
   */
  static List<Map<String, Integer>> points(List<String> axes) throws ValidateException {
    List<Map<String, Integer>> points = new ArrayList<>(List.of(new LinkedHashMap<>()));
    for (String axis : axes) {
      int equals = axis.indexOf('=');
      String key = equals < 0 ? axis : axis.substring(0, equals);
      if (!KEYS.contains(key) || equals < 0) {
        throw new ValidateException("--sweep: '" + axis + "' is not KEY=V1,V2,... with KEY one"
            + " of " + String.join(", ", KEYS));
      }
      if (points.get(0).containsKey(key)) {
        throw new ValidateException("--sweep: " + key + " is given twice");
      }
      List<Map<String, Integer>> next = new ArrayList<>();
      for (Map<String, Integer> point : points) {
        for (String text : axis.substring(equals + 1).split(",")) {
          Map<String, Integer> extended = new LinkedHashMap<>(point);
          extended.put(key, value(key, text));
          next.add(extended);
        }
      }
      points = next;
    }
    return points;
  }

  private static int value(String key, String text) throws ValidateException {
    try {
      int value = Integer.parseInt(text.strip());
      if (value > 0) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ValidateException("--sweep: " + key + " value '" + text
        + "' is not a positive integer");
  }
}
