package raptor.tools.sim;

import java.util.HashMap;
import java.util.Map;
import raptor.sim.timing.TimingTrace;

/**
 * A {@link TimingTrace} that builds a Chrome/Perfetto trace ({@code chrome://tracing}, {@code
 * ui.perfetto.dev}): one process per core, one row per unit (vector, transfer, each array group,
 * the NoC switch), a span per unit body and per NoC message, an instant per core finish.
 */
final class ChromeTrace implements TimingTrace {
  private static final int VECTOR_ROW = 0;
  private static final int TRANSFER_ROW = 1;
  private static final int SWITCH_ROW = 2;
  private static final int FIRST_GROUP_ROW = 3;

  private final StringBuilder out = new StringBuilder("{\"traceEvents\": [\n");
  private final Map<Long, Long> open = new HashMap<>();
  private final Map<Long, Integer> openPc = new HashMap<>();
  private final Map<Long, Boolean> named = new HashMap<>();
  private boolean first = true;

  @Override
  public void event(String tag, int a, int b, long ps, int group) {
    switch (tag) {
      case "VSTART" -> begin(a, VECTOR_ROW, b, ps);
      case "VEND" -> end(a, VECTOR_ROW, "vector", ps);
      case "TSTART" -> begin(a, TRANSFER_ROW, b, ps);
      case "TEND" -> end(a, TRANSFER_ROW, "transfer", ps);
      case "MSTART" -> begin(a, FIRST_GROUP_ROW + group, b, ps);
      case "MEND" -> end(a, FIRST_GROUP_ROW + group, "array group " + group, ps);
      case "NOCSTART" -> {
        if (a >= 0) {
          begin(a, SWITCH_ROW, b, ps);
        }
      }
      case "NOCARRIVE" -> {
        if (a >= 0) {
          end(a, SWITCH_ROW, "switch", ps);
        }
      }
      case "FINISH" -> {
        separator();
        out.append("{\"name\": \"finish\", \"ph\": \"i\", \"s\": \"p\", \"pid\": ").append(a)
            .append(", \"tid\": 0, \"ts\": ").append(micros(ps)).append('}');
      }
      default -> {}
    }
  }

  private static long key(int core, int row) {
    return ((long) core << 32) | row;
  }

  private void begin(int core, int row, int pcOrDestination, long ps) {
    open.put(key(core, row), ps);
    openPc.put(key(core, row), pcOrDestination);
  }

  private void end(int core, int row, String rowName, long ps) {
    long key = key(core, row);
    Long start = open.remove(key);
    if (start == null) {
      return;
    }
    int pc = openPc.remove(key);
    if (named.putIfAbsent(key, true) == null) {
      separator();
      out.append("{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": ").append(core)
          .append(", \"tid\": ").append(row).append(", \"args\": {\"name\": \"").append(rowName)
          .append("\"}}");
    }
    separator();
    String label = row == SWITCH_ROW ? "to " + pc : "pc " + pc;
    out.append("{\"name\": \"").append(label).append("\", \"ph\": \"X\", \"pid\": ").append(core)
        .append(", \"tid\": ").append(row).append(", \"ts\": ").append(micros(start))
        .append(", \"dur\": ").append(micros(ps - start)).append('}');
  }

  private void separator() {
    out.append(first ? "" : ",\n");
    first = false;
  }

  private static String micros(long ps) {
    return java.math.BigDecimal.valueOf(ps, 6).stripTrailingZeros().toPlainString();
  }

  /** {@return the trace JSON} */
  String json() {
    return out + "\n], \"displayTimeUnit\": \"ns\"}\n";
  }
}
