package raptor.pass;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A counter a pass keeps across all its runs (MLIR's {@code Pass::Statistic}); thread-safe, so
 * runs on sibling ops in parallel add up deterministically.
 */
public final class Statistic {
  private final String name;
  private final String description;
  private final AtomicLong value = new AtomicLong();

  Statistic(String name, String description) {
    this.name = name;
    this.description = description;
  }

  /** {@return the name, such as {@code num-cse'd}} */
  public String name() {
    return name;
  }

  /** {@return the one-line description} */
  public String description() {
    return description;
  }

  /** {@return the current value} */
  public long value() {
    return value.get();
  }

  /** Adds {@code delta} to the value. */
  public void add(long delta) {
    value.addAndGet(delta);
  }

  /** Adds one to the value. */
  public void increment() {
    value.incrementAndGet();
  }
}
