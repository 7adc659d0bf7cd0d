package raptor.ir.attr;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A distinct attribute {@code distinct[N]<referenced>}: unique by identity even when the
 * referenced attribute is equal to another's.
 *
 * <p>The {@code id} is a process-wide creation number, so two distinct attributes are equal only
 * if they are the same one. The printer renumbers ids in print order.
 *
 * @param id the unique creation number
 * @param referenced the wrapped attribute ({@link UnitAttr} prints as {@code distinct[N]<>})
 */
public record DistinctAttr(long id, Attribute referenced) implements Attribute {
  private static final AtomicLong NEXT_ID = new AtomicLong();

  /** Checks that the referenced attribute is present. */
  public DistinctAttr {
    Objects.requireNonNull(referenced, "referenced");
  }

  /** {@return a new distinct attribute wrapping {@code referenced}} */
  public static DistinctAttr create(Attribute referenced) {
    return new DistinctAttr(NEXT_ID.getAndIncrement(), referenced);
  }
}
