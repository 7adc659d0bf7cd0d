package raptor.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * The mutable description of an operation about to be created, filled in by parsers and
 * builders and turned into an op by {@link Operation#create(OperationState)}.
 */
public final class OperationState {
  /** The kind of op to create. */
  public final OpInfo<?> info;
  /** Where the op comes from. */
  public Location location;
  /** The operands, in order. */
  public final List<Value> operands = new ArrayList<>();
  /** The result types, in order. */
  public final List<Type> resultTypes = new ArrayList<>();
  /** The properties (inherent attributes), or {@code null}. */
  public Attribute properties;
  /** The discardable attributes. */
  public DictionaryAttr attributes = DictionaryAttr.EMPTY;
  /** The successor blocks, in order. */
  public final List<Block> successors = new ArrayList<>();
  /** The regions; their blocks are moved into the new op. */
  public final List<Region> regions = new ArrayList<>();

  /** Starts the state of an op of kind {@code info} at {@code location}. */
  public OperationState(OpInfo<?> info, Location location) {
    this.info = Objects.requireNonNull(info, "info");
    this.location = Objects.requireNonNull(location, "location");
  }

  /** Adds {@code count} empty regions and returns the first one added. */
  public Region addRegions(int count) {
    Region first = null;
    for (int i = 0; i < count; i++) {
      Region region = new Region();
      regions.add(region);
      if (first == null) {
        first = region;
      }
    }
    return first;
  }
}
