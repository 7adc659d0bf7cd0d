package raptor.pass;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Wall-clock timers in a tree, children merged by name, reported in the layout of mlir-opt's
 * {@code --mlir-timing}: as a tree (the default) or as a list sorted by time.
 */
public final class TimingTree {
  /** How the report lists the timers. */
  public enum Display {
    /** Nested timers indented under their parent, in creation order. */
    TREE,
    /** Timers merged by name, sorted by decreasing time. */
    LIST
  }

  /** One named timer and its children. */
  public static final class Timer {
    private final String name;
    private final Map<String, Timer> children = new LinkedHashMap<>();
    private long nanos;

    private Timer(String name) {
      this.name = name;
    }

    /** {@return the child timer named {@code childName}, created on first use} */
    public Timer child(String childName) {
      return children.computeIfAbsent(childName, Timer::new);
    }

    /** Adds {@code elapsedNanos} to this timer. */
    public void add(long elapsedNanos) {
      nanos += elapsedNanos;
    }

    /** {@return the accumulated time in nanoseconds} */
    public long nanos() {
      return nanos;
    }
  }

  private static final String RULE = "===" + "-".repeat(73) + "===\n";
  private static final String TITLE = "... Execution time report ...";

  private final Timer root = new Timer("root");

  /** {@return the root timer; the timers of a run are its children} */
  public Timer root() {
    return root;
  }

  /** {@return the report for a run that took {@code totalNanos}} */
  public String report(long totalNanos, Display display) {
    StringBuilder out = new StringBuilder(RULE);
    out.append(" ".repeat((80 - TITLE.length()) / 2)).append(TITLE).append('\n').append(RULE);
    out.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds\n\n",
        seconds(totalNanos)));
    out.append("  ----Wall Time----  ----Name----\n");
    long accounted = 0;
    for (Timer child : root.children.values()) {
      accounted += child.nanos;
    }
    if (display == Display.TREE) {
      for (Timer child : root.children.values()) {
        printTree(child, 0, totalNanos, out);
      }
    } else {
      for (Timer timer : merged()) {
        printLine(timer.name, timer.nanos, 0, totalNanos, out);
      }
    }
    printLine("Rest", Math.max(0, totalNanos - accounted), 0, totalNanos, out);
    printLine("Total", totalNanos, 0, totalNanos, out);
    return out.toString();
  }

  private static void printTree(Timer timer, int depth, long total, StringBuilder out) {
    printLine(timer.name, timer.nanos, depth, total, out);
    for (Timer child : timer.children.values()) {
      printTree(child, depth + 1, total, out);
    }
  }

  private List<Timer> merged() {
    Map<String, Timer> byName = new LinkedHashMap<>();
    collect(root.children.values(), byName);
    List<Timer> timers = new ArrayList<>(byName.values());
    timers.sort((a, b) -> Long.compare(b.nanos, a.nanos));
    return timers;
  }

  private static void collect(Collection<Timer> timers, Map<String, Timer> byName) {
    for (Timer timer : timers) {
      byName.computeIfAbsent(timer.name, Timer::new).add(timer.nanos);
      collect(timer.children.values(), byName);
    }
  }

  private static void printLine(String name, long nanos, int depth, long total,
      StringBuilder out) {
    double percent = total == 0 ? 0 : 100.0 * nanos / total;
    out.append(String.format(Locale.ROOT, "  %8.4f (%5.1f%%)  ", seconds(nanos), percent))
        .append("  ".repeat(depth)).append(name).append('\n');
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }
}
