package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.ir.Block;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Local graph merging before scheduling (spec §2.7): a link of a chain, a
 * {@code spat.graph_compute} whose results only one other {@code spat.graph_compute} uses (as
 * inputs) when that one takes no other graph compute's results, is merged into one compute when
 * the union of their resident weight tiles fits one core. Fan-out and fan-in stay separate (a
 * diamond survives), and so do batches and computes marked
 * {@code spat.preserve_compute_boundary}. Merging repeats until nothing changes.
 */
public final class TrivialMerge {
  /** The discardable attribute that keeps a compute out of merging. */
  public static final String PRESERVE_BOUNDARY = "spat.preserve_compute_boundary";

  private final OpBuilder builder;
  private final int crossbarSize;
  private final int capacity;

  /** Creates a merger for cores of {@code capacity} crossbars of {@code crossbarSize}. */
  public TrivialMerge(OpBuilder builder, int crossbarSize, int capacity) {
    this.builder = builder;
    this.crossbarSize = crossbarSize;
    this.capacity = capacity;
  }

  /** Merges the graph computes of {@code block}; {@return the number of merges} */
  public int apply(Block block) {
    int merges = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      List<Operation> ops = new ArrayList<>();
      block.ops().forEach(ops::add);
      Set<Operation> erased = new HashSet<>();
      for (Operation op : ops) {
        if (erased.contains(op) || !(op instanceof SpatGraphComputeOp producer)) {
          continue;
        }
        SpatGraphComputeOp consumer = soleConsumer(producer);
        if (consumer != null && fits(producer, consumer)) {
          merge(producer, consumer);
          erased.add(consumer);
          merges++;
          changed = true;
        }
      }
    }
    return merges;
  }

  /**
   * {@return the graph compute that alone uses the results of {@code producer}, as inputs, and
   * takes no other graph compute's results, or null}
   */
  private static SpatGraphComputeOp soleConsumer(SpatGraphComputeOp producer) {
    if (producer.numResults() == 0 || producer.attr(PRESERVE_BOUNDARY) != null) {
      return null;
    }
    Operation consumer = null;
    for (OpResult result : producer.results()) {
      for (OpOperand use : result.uses()) {
        if (consumer != null && use.owner() != consumer) {
          return null;
        }
        consumer = use.owner();
      }
    }
    if (!(consumer instanceof SpatGraphComputeOp compute)
        || compute.attr(PRESERVE_BOUNDARY) != null) {
      return null;
    }
    for (Value weight : compute.weights()) {
      if (weight instanceof OpResult result && result.owner() == producer) {
        return null;
      }
    }
    for (Value input : compute.inputs()) {
      if (input instanceof OpResult result && result.owner() != producer
          && ComputeOperands.isGraphCompute(result.owner())) {
        return null;
      }
    }
    return compute;
  }

  private boolean fits(SpatGraphComputeOp producer, SpatGraphComputeOp consumer) {
    Set<ResidentWeight> tiles = new HashSet<>(
        WeightTiles.of(new ComputeInstance(producer, 0, 1), crossbarSize));
    tiles.addAll(WeightTiles.of(new ComputeInstance(consumer, 0, 1), crossbarSize));
    return tiles.size() <= capacity;
  }

  /** Replaces {@code consumer} by one compute running {@code producer}'s body, then its own. */
  private void merge(SpatGraphComputeOp producer, SpatGraphComputeOp consumer) {
    List<Value> weights = distinct(producer.weights(), consumer.weights(), null);
    List<Value> inputs = distinct(producer.inputs(), consumer.inputs(), producer);
    builder.setInsertionPoint(consumer);
    SpatGraphComputeOp merged = SpatGraphComputeOp.create(builder, consumer.location(),
        consumer.resultTypes(), weights, inputs);
    Block body = new Block();
    merged.body().append(body);
    List<Value> arguments = new ArrayList<>();
    for (Value operand : merged.operands()) {
      arguments.add(body.addArgument(operand.type(), merged.location()));
    }
    builder.setInsertionPointToEnd(body);
    List<Value> produced = inline(producer, merged, arguments, null, List.of());
    List<Value> results = inline(consumer, merged, arguments, producer, produced);
    SpatYieldOp.create(builder, consumer.location(), results);
    consumer.replaceAllUsesWith(merged.results());
    consumer.erase();
    producer.erase();
  }

  /** {@return the operands of {@code first}, then the new ones of {@code second}} */
  private static List<Value> distinct(List<Value> first, List<Value> second,
      Operation skipResultsOf) {
    List<Value> all = new ArrayList<>();
    for (List<Value> values : List.of(first, second)) {
      for (Value value : values) {
        boolean skipped = value instanceof OpResult result && result.owner() == skipResultsOf;
        if (!skipped && !all.contains(value)) {
          all.add(value);
        }
      }
    }
    return all;
  }

  /**
   * Clones the body of {@code compute} into the merged body; its arguments map to the merged
   * arguments of the same operand, or, for a result of {@code producer}, to its value in
   * {@code produced}. {@return the values it yields}
   */
  private List<Value> inline(SpatGraphComputeOp compute, SpatGraphComputeOp merged,
      List<Value> arguments, Operation producer, List<Value> produced) {
    Block source = compute.body().firstBlock();
    IrMapping mapping = new IrMapping();
    for (int i = 0; i < compute.numOperands(); i++) {
      Value operand = compute.operand(i);
      Value mapped = operand instanceof OpResult result && result.owner() == producer
          ? produced.get(result.index())
          : arguments.get(merged.operands().indexOf(operand));
      mapping.map(source.argument(i), mapped);
    }
    for (Operation child : source.ops()) {
      if (child != source.terminator()) {
        builder.clone(child, mapping);
      }
    }
    List<Value> yielded = new ArrayList<>();
    for (Value value : source.terminator().operands()) {
      yielded.add(mapping.lookupOrSelf(value));
    }
    return yielded;
  }
}
