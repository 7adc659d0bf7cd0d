package raptor.ir;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.trait.Trait;

/**
 * An operation: the single storage of all IR state (operands, results, properties,
 * discardable attributes, regions, successors, location) and its place in a block.
 *
 * <p>Typed op classes extend this class without adding fields; they are created through their
 * {@link OpInfo}, so {@code op instanceof SomeOp} is the cast. Operations are not thread-safe.
 */
public class Operation {
  private static final OpOperand[] NO_OPERANDS = {};
  private static final OpResult[] NO_RESULTS = {};
  private static final Region[] NO_REGIONS = {};
  private static final BlockOperand[] NO_SUCCESSORS = {};

  private OpInfo<?> info;
  private Location location;
  private OpOperand[] operands = NO_OPERANDS;
  /** The result of a one-result op, the common case, held without an array; else null. */
  private OpResult soleResult;
  /** The results when there are none or several; null when {@link #soleResult} is set. */
  private OpResult[] results = NO_RESULTS;
  private Attribute properties;
  private DictionaryAttr attributes = DictionaryAttr.EMPTY;
  private Region[] regions = NO_REGIONS;
  private BlockOperand[] successors = NO_SUCCESSORS;

  Block parent;
  Operation prev;
  Operation next;
  int orderIndex;
  /** See {@link #worklistOwner()}. */
  private int worklistOwner;
  private int worklistIndex;

  /** For subclasses; operations are made by {@link #create(OperationState)}. */
  protected Operation() {
  }

  // ---- Construction ----

  /** {@return a new detached operation built from {@code state}; regions are moved into it} */
  public static Operation create(OperationState state) {
    Operation op = state.info.newInstance();
    op.info = state.info;
    op.location = state.location;
    op.setOperands(state.operands);
    int numResults = state.resultTypes.size();
    if (numResults == 1) {
      op.soleResult = new OpResult(op, 0, state.resultTypes.get(0));
      op.results = null;
    } else if (numResults > 1) {
      op.results = new OpResult[numResults];
      for (int i = 0; i < numResults; i++) {
        op.results[i] = new OpResult(op, i, state.resultTypes.get(i));
      }
    }
    op.properties = withDefaults(state.properties, state.info.defaultProperties());
    op.attributes = Objects.requireNonNull(state.attributes, "attributes");
    int numSuccessors = state.successors.size();
    op.successors = numSuccessors == 0 ? NO_SUCCESSORS : new BlockOperand[numSuccessors];
    for (int i = 0; i < numSuccessors; i++) {
      op.successors[i] = new BlockOperand(op, i, state.successors.get(i));
    }
    int numRegions = state.regions.size();
    op.regions = numRegions == 0 ? NO_REGIONS : new Region[numRegions];
    for (int i = 0; i < numRegions; i++) {
      Region region = new Region();
      region.parent = op;
      region.takeBody(state.regions.get(i));
      op.regions[i] = region;
    }
    return op;
  }

  /** Adds the default properties of the op kind that {@code given} does not set. */
  private static Attribute withDefaults(Attribute given, DictionaryAttr defaults) {
    if (defaults.isEmpty() || (given != null && !(given instanceof DictionaryAttr))) {
      return given;
    }
    if (given == null || ((DictionaryAttr) given).isEmpty()) {
      return defaults;
    }
    DictionaryAttr merged = (DictionaryAttr) given;
    for (var entry : defaults.entries()) {
      if (merged.get(entry.name()) == null) {
        merged = Dictionaries.with(merged, entry.name(), entry.value());
      }
    }
    return merged;
  }

  // ---- Identity ----

  /** {@return the static description of this op's kind} */
  public final OpInfo<?> info() {
    return info;
  }

  /** {@return the full op name, such as {@code arith.addi}} */
  public final String name() {
    return info.name();
  }

  /** {@return whether the op's kind has {@code trait}} */
  public final boolean hasTrait(Class<? extends Trait> trait) {
    return info.hasTrait(trait);
  }

  /** {@return the source location} */
  public final Location location() {
    return location;
  }

  /** Sets the source location. */
  public final void setLocation(Location newLocation) {
    this.location = Objects.requireNonNull(newLocation, "location");
  }

  // ---- Operands ----

  /** {@return the number of operands} */
  public final int numOperands() {
    return operands.length;
  }

  /** {@return operand {@code i}} */
  public final Value operand(int i) {
    return operands[i].get();
  }

  /** {@return the operand slot {@code i}} */
  public final OpOperand opOperand(int i) {
    return operands[i];
  }

  /** {@return a live read-only view of the operand values} */
  public final List<Value> operands() {
    return new AbstractList<>() {
      @Override
      public Value get(int index) {
        return operands[index].get();
      }

      @Override
      public int size() {
        return operands.length;
      }
    };
  }

  /** Makes operand {@code i} use {@code value}. */
  public final void setOperand(int i, Value value) {
    operands[i].set(value);
  }

  /** Replaces all operands, dropping the old uses. */
  public final void setOperands(List<Value> values) {
    for (OpOperand operand : operands) {
      operand.drop();
    }
    int count = values.size();
    operands = count == 0 ? NO_OPERANDS : new OpOperand[count];
    for (int i = 0; i < count; i++) {
      operands[i] = new OpOperand(this, i, values.get(i));
    }
  }

  // ---- Results ----

  /** {@return the number of results} */
  public final int numResults() {
    return soleResult != null ? 1 : results.length;
  }

  /** {@return result {@code i}} */
  public final OpResult result(int i) {
    if (soleResult != null) {
      Objects.checkIndex(i, 1);
      return soleResult;
    }
    return results[i];
  }

  /** {@return the results} */
  public final List<OpResult> results() {
    return soleResult != null ? List.of(soleResult) : List.of(results);
  }

  /** {@return the result types} */
  public final List<Type> resultTypes() {
    int count = numResults();
    List<Type> types = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      types.add(result(i).type());
    }
    return types;
  }

  /** {@return whether no result of this op has a use} */
  public final boolean hasNoUses() {
    int count = numResults();
    for (int i = 0; i < count; i++) {
      if (!result(i).hasNoUses()) {
        return false;
      }
    }
    return true;
  }

  /** Replaces every use of result {@code i} with {@code values.get(i)}. */
  public final void replaceAllUsesWith(List<? extends Value> values) {
    int count = numResults();
    if (values.size() != count) {
      throw new IllegalArgumentException(
          "expected " + count + " replacement values, got " + values.size());
    }
    for (int i = 0; i < count; i++) {
      result(i).replaceAllUsesWith(values.get(i));
    }
  }

  // ---- Properties and attributes ----

  /** {@return the properties (inherent attributes), or {@code null}} */
  public final Attribute properties() {
    return properties;
  }

  /** Replaces the properties. */
  public final void setProperties(Attribute newProperties) {
    this.properties = newProperties;
  }

  /** {@return the inherent attribute {@code name} when the properties are a dictionary} */
  public final Attribute inherentAttr(String name) {
    return properties instanceof DictionaryAttr dict ? dict.get(name) : null;
  }

  /** Sets (or, with {@code null}, removes) the inherent attribute {@code name}. */
  public final void setInherentAttr(String name, Attribute value) {
    DictionaryAttr dict = properties instanceof DictionaryAttr d ? d : DictionaryAttr.EMPTY;
    properties = Dictionaries.with(dict, name, value);
  }

  /** {@return the discardable attributes} */
  public final DictionaryAttr attributes() {
    return attributes;
  }

  /** {@return the discardable attribute {@code name}, or {@code null}} */
  public final Attribute attr(String name) {
    return attributes.get(name);
  }

  /** Sets (or, with {@code null}, removes) the discardable attribute {@code name}. */
  public final void setAttr(String name, Attribute value) {
    attributes = Dictionaries.with(attributes, name, value);
  }

  /** Replaces all discardable attributes. */
  public final void setAttributes(DictionaryAttr newAttributes) {
    this.attributes = Objects.requireNonNull(newAttributes, "attributes");
  }

  // ---- Regions ----

  /** {@return the number of regions} */
  public final int numRegions() {
    return regions.length;
  }

  /** {@return region {@code i}} */
  public final Region region(int i) {
    return regions[i];
  }

  /** {@return the regions} */
  public final List<Region> regions() {
    // Most ops have none: no copy for them.
    return regions.length == 0 ? List.of() : List.of(regions);
  }

  // ---- Successors ----

  /** {@return the number of successors} */
  public final int numSuccessors() {
    return successors.length;
  }

  /** {@return successor {@code i}} */
  public final Block successor(int i) {
    return successors[i].get();
  }

  /** {@return the successor slot {@code i}} */
  public final BlockOperand blockOperand(int i) {
    return successors[i];
  }

  /** Makes successor {@code i} refer to {@code block}. */
  public final void setSuccessor(int i, Block block) {
    successors[i].set(block);
  }

  // ---- Structure ----

  /** {@return the block containing this op, or {@code null} when detached} */
  public final Block parentBlock() {
    return parent;
  }

  /** {@return the region containing this op, or {@code null}} */
  public final Region parentRegion() {
    return parent == null ? null : parent.parent();
  }

  /** {@return the op whose region contains this op, or {@code null}} */
  public final Operation parentOp() {
    Region region = parentRegion();
    return region == null ? null : region.parentOp();
  }

  /** {@return the next op in the block, or {@code null}} */
  public final Operation nextOp() {
    return next;
  }

  /** {@return the previous op in the block, or {@code null}} */
  public final Operation prevOp() {
    return prev;
  }

  /** {@return whether this op is {@code other} or contains it in one of its regions} */
  public final boolean isAncestorOf(Operation other) {
    for (Operation op = other; op != null; op = op.parentOp()) {
      if (op == this) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether this op comes before {@code other} in the same block}
   *
   * <p>Amortised O(1): the block renumbers its ops lazily after edits.
   */
  public final boolean isBeforeInBlock(Operation other) {
    if (parent == null || other.parent != parent) {
      throw new IllegalArgumentException("ops are not in the same block");
    }
    parent.ensureOrder();
    return orderIndex < other.orderIndex;
  }

  // ---- Rewrite driver state ----

  /**
   * {@return the id of the rewrite driver's worklist that holds this op, or 0}: a worklist
   * claims the ops it holds through this slot instead of an identity map, which would cost a
   * random memory access per push and pop. Only the worklist whose id is set reads the slot; one
   * that finds another id keeps its own map for the op.
   */
  public final int worklistOwner() {
    return worklistOwner;
  }

  /** {@return the op's position in the worklist {@link #worklistOwner()} names} */
  public final int worklistIndex() {
    return worklistIndex;
  }

  /** Records that worklist {@code owner} (0: none) holds this op at {@code index}. */
  public final void setWorklistSlot(int owner, int index) {
    worklistOwner = owner;
    worklistIndex = index;
  }

  // ---- Mutation ----

  /** Unlinks this op from its block without destroying it. */
  public final void remove() {
    if (parent != null) {
      parent.unlink(this);
    }
  }

  /** Moves this op right before {@code anchor}, possibly into another block. */
  public final void moveBefore(Operation anchor) {
    remove();
    anchor.parent.insertBefore(this, anchor);
  }

  /** Moves this op right after {@code anchor}, possibly into another block. */
  public final void moveAfter(Operation anchor) {
    remove();
    anchor.parent.insertAfter(this, anchor);
  }

  /** Drops every use made by this op and the ops nested in it. */
  public final void dropAllReferences() {
    for (OpOperand operand : operands) {
      operand.drop();
    }
    operands = NO_OPERANDS;
    for (BlockOperand successor : successors) {
      successor.drop();
    }
    successors = NO_SUCCESSORS;
    for (Region region : regions) {
      region.dropAllReferences();
    }
  }

  /**
   * Unlinks and destroys this op; its results must have no uses left outside the op.
   *
   * @throws IllegalStateException if a result is still used
   */
  public final void erase() {
    dropAllReferences();
    if (!hasNoUses()) {
      throw new IllegalStateException("erasing '" + name() + "' whose results are still used");
    }
    remove();
  }

  /** {@return a deep copy of this op, remapping operands through {@code mapping}} */
  public final Operation clone(IrMapping mapping) {
    return Cloner.clone(this, mapping);
  }

  /** {@return a deep copy of this op; values defined outside keep their identity} */
  public final Operation cloneOp() {
    return clone(new IrMapping());
  }

  // ---- Traversal ----

  /** Visits this op and every nested op in post-order (children first). */
  public final void walk(Consumer<Operation> visitor) {
    for (Region region : regions) {
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        Operation op = block.firstOp();
        while (op != null) {
          Operation nextOp = op.next;
          op.walk(visitor);
          op = nextOp;
        }
      }
    }
    visitor.accept(this);
  }

  /**
   * Visits this op and nested ops in {@code order}; the visitor may skip an op's regions (pre
   * order only) or interrupt the walk.
   *
   * @return {@link WalkResult#INTERRUPT} when interrupted, else {@link WalkResult#ADVANCE}
   */
  public final WalkResult walk(WalkOrder order, Function<Operation, WalkResult> visitor) {
    if (order == WalkOrder.PRE_ORDER) {
      WalkResult self = visitor.apply(this);
      if (self == WalkResult.INTERRUPT) {
        return self;
      }
      if (self == WalkResult.SKIP) {
        return WalkResult.ADVANCE;
      }
    }
    for (Region region : regions) {
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        Operation op = block.firstOp();
        while (op != null) {
          Operation nextOp = op.next;
          if (op.walk(order, visitor) == WalkResult.INTERRUPT) {
            return WalkResult.INTERRUPT;
          }
          op = nextOp;
        }
      }
    }
    if (order == WalkOrder.POST_ORDER && visitor.apply(this) == WalkResult.INTERRUPT) {
      return WalkResult.INTERRUPT;
    }
    return WalkResult.ADVANCE;
  }

  @Override
  public String toString() {
    return "'" + name() + "' op";
  }
}
