package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.PhysicalLayoutAttr;
import raptor.dialect.spat.SpatBlueprintOp;
import raptor.dialect.spat.SpatMaterializeLayoutOp;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pass.PassContext;
import raptor.pim.PimEntryFunction;

/**
 * The layout planner of {@code spatial-layout-planning} (spec §2.3, §2.4) over the plan ops of
 * one block: every plan result starts dense; then rounds alternating in program and reverse
 * order let each op pick its strictly cheapest alternative until a round changes nothing. The
 * cost of an alternative is its intrinsic cost, plus one per operand whose current layout
 * differs from the one it requires, plus one per plan-op use of the result that no alternative
 * of the user accepts in that layout; a non-dense result of an op that feeds
 * {@code func.return} is never chosen (so such a user accepts only what its dense alternatives
 * read). The choice is then annotated ({@link #SELECTED_LAYOUT})
 * and each mismatching use gets a {@code spat.materialize_layout}.
 */
final class LayoutPlanner {
  /** The attribute recording a plan op's selected result layout. */
  static final String SELECTED_LAYOUT = "spat.selected_layout";

  private static final long EXCLUDED = Long.MAX_VALUE / 4;

  private final List<Operation> planOps = new ArrayList<>();
  private final Map<Operation, Integer> selected = new HashMap<>();
  private final Map<Value, PhysicalLayout> results = new HashMap<>();

  /** Plans the plan ops of {@code block}, each initially dense. */
  LayoutPlanner(Block block) {
    for (Operation op : block.ops()) {
      if (LayoutAlternatives.isPlan(op)) {
        planOps.add(op);
        selected.put(op, 0);
        results.put(op.result(0), PhysicalLayout.DENSE_NCHW);
      }
    }
  }

  /**
   * {@return the top-level block of {@code module}'s entry function, or {@code null} after
   * failing the pass with the reference's message for {@code phase}}
   */
  static Block entryBlock(BuiltinModuleOp module, PassContext pc, String phase) {
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.fail(module, PimEntryFunction.missing(phase));
      return null;
    }
    return func.body().firstBlock();
  }

  /** {@return the plan ops, in program order} */
  List<Operation> planOps() {
    return planOps;
  }

  /**
   * {@return the known layout of {@code value}}: the planner's choice for a plan result, the
   * target of a materialization, a blueprint's layout, a producer's selected layout, else dense
   */
  PhysicalLayout layoutOf(Value value) {
    PhysicalLayout planned = results.get(value);
    if (planned != null) {
      return planned;
    }
    return knownLayout(value);
  }

  /** {@return the layout {@code value} has in the IR, without a planner} */
  static PhysicalLayout knownLayout(Value value) {
    if (value instanceof OpResult result) {
      Operation owner = result.owner();
      if (owner instanceof SpatMaterializeLayoutOp materialize) {
        return materialize.targetPhysicalLayoutAttr().value();
      }
      if (owner instanceof SpatBlueprintOp blueprint) {
        return blueprint.physicalLayoutAttr().value();
      }
      if (owner.attr(SELECTED_LAYOUT) instanceof PhysicalLayoutAttr layout) {
        return layout.value();
      }
    }
    return PhysicalLayout.DENSE_NCHW;
  }

  /**
   * Chooses an alternative per plan op; with {@code trivial}, every op keeps the dense one.
   *
   * @throws LoweringException for an op without a usable alternative, or no convergence
   */
  void select(boolean trivial) throws LoweringException {
    for (Operation op : planOps) {
      alternatives(op);
    }
    if (trivial) {
      return;
    }
    int maxRounds = 2 * planOps.size() + 1;
    for (int round = 0; round < maxRounds; round++) {
      boolean changed = false;
      for (int i = 0; i < planOps.size(); i++) {
        Operation op = planOps.get(round % 2 == 0 ? i : planOps.size() - 1 - i);
        changed |= improve(op);
      }
      if (!changed) {
        return;
      }
    }
    throw new LoweringException(planOps.get(0), "Spatial layout selection did not converge "
        + "within its bounded iteration budget");
  }

  private boolean improve(Operation op) throws LoweringException {
    List<LayoutAlternatives.Alternative> all = alternatives(op);
    boolean changed = false;
    int current = selected.get(op);
    if (current >= all.size()) {
      current = 0;
      changed = true;
    }
    if (results.get(op.result(0)) != all.get(current).result()) {
      changed = true;
    }
    long best = cost(op, all.get(current));
    for (int i = 0; i < all.size(); i++) {
      long cost = cost(op, all.get(i));
      if (cost < best) {
        best = cost;
        current = i;
        changed = true;
      }
    }
    selected.put(op, current);
    results.put(op.result(0), all.get(current).result());
    return changed;
  }

  /** {@return the alternatives of {@code op} for its current operand layouts, checked} */
  private List<LayoutAlternatives.Alternative> alternatives(Operation op)
      throws LoweringException {
    List<LayoutAlternatives.Alternative> all = LayoutAlternatives.of(op, operandLayouts(op));
    if (all.isEmpty()) {
      throw new LoweringException(op, "has no layout alternative");
    }
    for (LayoutAlternatives.Alternative alternative : all) {
      if (alternative.operands().size() != op.numOperands()) {
        throw new LoweringException(op, "has a layout alternative for "
            + alternative.operands().size() + " operands, but it has " + op.numOperands());
      }
    }
    if (feedsReturn(op) && all.stream().noneMatch(a -> a.result() == PhysicalLayout.DENSE_NCHW)) {
      throw new LoweringException(op, "feeds the function's results but has no "
          + "DenseNCHW alternative");
    }
    return all;
  }

  private List<PhysicalLayout> operandLayouts(Operation op) {
    List<PhysicalLayout> layouts = new ArrayList<>();
    for (Value operand : op.operands()) {
      layouts.add(layoutOf(operand));
    }
    return layouts;
  }

  private long cost(Operation op, LayoutAlternatives.Alternative alternative) {
    if (feedsReturn(op) && alternative.result() != PhysicalLayout.DENSE_NCHW) {
      return EXCLUDED;
    }
    long cost = alternative.intrinsicCost();
    List<PhysicalLayout> have = operandLayouts(op);
    for (int i = 0; i < have.size(); i++) {
      cost += have.get(i) == alternative.operands().get(i) ? 0 : 1;
    }
    for (OpOperand use : op.result(0).uses()) {
      Operation user = use.owner();
      if (!LayoutAlternatives.isPlan(user)) {
        continue;
      }
      List<PhysicalLayout> seen = operandLayouts(user);
      seen.set(use.index(), alternative.result());
      boolean accepted = LayoutAlternatives.of(user, seen).stream()
          .filter(a -> !feedsReturn(user) || a.result() == PhysicalLayout.DENSE_NCHW)
          .anyMatch(a -> a.operands().get(use.index()) == alternative.result());
      cost += accepted ? 0 : 1;
    }
    return cost;
  }

  private static boolean feedsReturn(Operation op) {
    for (OpOperand use : op.result(0).uses()) {
      if (use.owner() instanceof FuncReturnOp) {
        return true;
      }
    }
    return false;
  }

  /**
   * Annotates every plan op with its selected layout and inserts a
   * {@code spat.materialize_layout} before each user that needs another layout of a value: a
   * plan op needs its selected alternative's operand layouts, any other user DenseNCHW.
   */
  void materialize(OpBuilder builder) throws LoweringException {
    List<LayoutAlternatives.Alternative> chosen = new ArrayList<>();
    for (Operation op : planOps) {
      chosen.add(alternatives(op).get(selected.get(op)));
    }
    for (int p = 0; p < planOps.size(); p++) {
      Operation op = planOps.get(p);
      op.setAttr(SELECTED_LAYOUT, new PhysicalLayoutAttr(chosen.get(p).result()));
      for (int i = 0; i < op.numOperands(); i++) {
        convert(builder, op.opOperand(i), chosen.get(p).operands().get(i));
      }
    }
    for (Operation op : planOps) {
      for (OpOperand use : List.copyOf(usesOf(op.result(0)))) {
        if (!LayoutAlternatives.isPlan(use.owner())
            && !(use.owner() instanceof SpatMaterializeLayoutOp)) {
          convert(builder, use, PhysicalLayout.DENSE_NCHW);
        }
      }
    }
  }

  private static List<OpOperand> usesOf(Value value) {
    List<OpOperand> uses = new ArrayList<>();
    value.uses().forEach(uses::add);
    return uses;
  }

  private void convert(OpBuilder builder, OpOperand use, PhysicalLayout required) {
    Value value = use.get();
    PhysicalLayout have = layoutOf(value);
    if (have == required) {
      return;
    }
    builder.setInsertionPoint(use.owner());
    use.set(SpatMaterializeLayoutOp.create(builder, use.owner().location(), value,
        ElementwisePlans.NCHW, new PhysicalLayoutAttr(have), new PhysicalLayoutAttr(required))
        .output());
  }

  /**
   * Checks the exact layout contract: each plan op has a selected layout that one of its
   * alternatives, for its operands' layouts as the IR now has them, produces from exactly those
   * layouts, and every non-plan user sees a dense value.
   *
   * @return the selected alternative of each plan op
   * @throws LoweringException at the first op that breaks it
   */
  static Map<Operation, LayoutAlternatives.Alternative> verify(List<Operation> planOps)
      throws LoweringException {
    Map<Operation, LayoutAlternatives.Alternative> contract = new HashMap<>();
    for (Operation op : planOps) {
      if (!(op.attr(SELECTED_LAYOUT) instanceof PhysicalLayoutAttr layout)) {
        throw new LoweringException(op, "has no selected layout (run spatial-layout-planning "
            + "first)");
      }
      List<PhysicalLayout> operands = new ArrayList<>();
      for (Value operand : op.operands()) {
        operands.add(knownLayout(operand));
      }
      LayoutAlternatives.Alternative match = LayoutAlternatives.of(op, operands).stream()
          .filter(a -> a.result() == layout.value() && a.operands().equals(operands))
          .findFirst().orElse(null);
      if (match == null) {
        throw new LoweringException(op, "has selected layout " + layout.value().keyword()
            + ", which no alternative produces from operand layouts " + keywords(operands));
      }
      for (OpOperand use : op.result(0).uses()) {
        if (match.result() != PhysicalLayout.DENSE_NCHW && !LayoutAlternatives.isPlan(use.owner())
            && !(use.owner() instanceof SpatMaterializeLayoutOp)) {
          throw new LoweringException(use.owner(), "uses a " + match.result().keyword()
              + " value without a materialization to DenseNCHW");
        }
      }
      contract.put(op, match);
    }
    return contract;
  }

  private static String keywords(List<PhysicalLayout> layouts) {
    return "(" + String.join(", ", layouts.stream().map(PhysicalLayout::keyword).toList()) + ")";
  }
}
