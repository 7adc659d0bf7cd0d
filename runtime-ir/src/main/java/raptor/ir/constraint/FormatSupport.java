package raptor.ir.constraint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import raptor.ir.Block;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/** Small helpers of generated declarative-format printers and parsers. */
public final class FormatSupport {
  private FormatSupport() {
  }

  /** {@return the types of {@code values}, in order} O(values). */
  public static List<Type> typesOf(List<? extends Value> values) {
    List<Type> types = new ArrayList<>(values.size());
    for (Value v : values) {
      types.add(v.type());
    }
    return types;
  }

  /** {@return the type of an optional value, as a list of zero or one type} */
  public static List<Type> typesOf(Optional<? extends Value> value) {
    return value.isPresent() ? List.of(value.get().type()) : List.of();
  }

  /**
   * {@return {@code count} copies of the first type of {@code source} after {@code transform}
   * ({@code null}: none)}; empty when {@code source} is, so that resolution reports the
   * mismatch
   */
  public static List<Type> repeat(int count, List<Type> source, UnaryOperator<Type> transform) {
    if (count == 0 || source.isEmpty()) {
      return List.of();
    }
    Type type = transform == null ? source.get(0) : transform.apply(source.get(0));
    return Collections.nCopies(count, type);
  }

  /**
   * {@return {@code elided} plus each default-valued attribute of {@code defaults} whose value
   * on {@code op} equals its default}: what {@code attr-dict} leaves out
   */
  public static Set<String> elidedDefaults(Operation op, Set<String> elided,
      Map<String, Attribute> defaults) {
    Set<String> all = new HashSet<>(elided);
    for (Map.Entry<String, Attribute> e : defaults.entrySet()) {
      if (e.getValue().equals(op.inherentAttr(e.getKey()))) {
        all.add(e.getKey());
      }
    }
    return all;
  }

  /**
   * Gives a region of an op with an implicit terminator (ODS
   * {@code SingleBlockImplicitTerminator}) the terminator its custom form may leave out: an
   * empty region gets a block, and a block whose last op is not a terminator gets an op of
   * kind {@code terminator} without operands, at {@code location}.
   */
  public static void ensureTerminator(Region region, OpInfo<?> terminator, Location location) {
    if (region.isEmpty()) {
      region.append(new Block());
    }
    Block block = region.lastBlock();
    if (block.terminator() == null) {
      block.append(Operation.create(new OperationState(terminator, location)));
    }
  }
}
