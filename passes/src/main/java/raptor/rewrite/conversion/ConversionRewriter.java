package raptor.rewrite.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.builtin.BuiltinUnrealizedConversionCastOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.RewriteListener;

/**
 * The rewriter of the dialect conversion. Replacing a value with one of another type keeps the
 * remaining uses valid through a {@code builtin.unrealized_conversion_cast} back to the old type
 * (or the type converter's source materialization); later patterns see through such casts in
 * their remapped operands, and the casts that end up unused or redundant are removed at the end.
 */
public final class ConversionRewriter extends PatternRewriter {
  private final Set<Operation> casts = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<Value, Value> targetCasts = new IdentityHashMap<>();
  private TypeConverter typeConverter;

  ConversionRewriter(IrContext context, RewriteListener listener) {
    super(context, listener);
  }

  /** Sets the type converter of the pattern about to run, or {@code null}. */
  void setTypeConverter(TypeConverter converter) {
    this.typeConverter = converter;
  }

  /** {@return whether {@code op} is a cast this conversion inserted} */
  boolean isBridgingCast(Operation op) {
    return casts.contains(op);
  }

  /**
   * Replaces each result of {@code op} with a value, bridging a changed type with a
   * materialization back to the result's type for the uses that are not converted yet.
   */
  @Override
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.numResults()) {
      throw new IllegalArgumentException("'" + op.name() + "' has " + op.numResults()
          + " results but " + values.size() + " replacement values were given");
    }
    OpBuilder builder = new OpBuilder(context());
    builder.setInsertionPoint(op);
    List<Value> bridged = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      Value value = values.get(i);
      Type oldType = op.result(i).type();
      boolean needsBridge = !value.type().equals(oldType) && !op.result(i).hasNoUses();
      bridged.add(needsBridge ? toSourceType(builder, value, oldType, op.location()) : value);
    }
    super.replaceOp(op, bridged);
  }

  /** {@return the converted value behind {@code value}: the input of a bridging cast, or itself} */
  public Value remappedValue(Value value) {
    Operation def = value.definingOp();
    return def != null && casts.contains(def) ? def.operand(0) : value;
  }

  /**
   * {@return the operands of {@code op} remapped to converted values of the types of
   * {@code converter}, or {@code null} when an operand type cannot be converted}
   */
  List<Value> remapOperands(Operation op, TypeConverter converter) {
    OpBuilder builder = new OpBuilder(context());
    builder.setInsertionPoint(op);
    List<Value> remapped = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      Value original = op.operand(i);
      Value value = remappedValue(original);
      if (converter != null) {
        Type legal = converter.convertType(original.type());
        if (legal == null) {
          return null;
        }
        if (!legal.equals(value.type())) {
          value = toTargetType(builder, converter, value, legal, op);
        }
      }
      remapped.add(value);
    }
    return remapped;
  }

  /**
   * Converts the argument types of every block of {@code region} with {@code converter}; uses of
   * a changed argument see a materialization back to its old type.
   *
   * @return {@code false} when an argument type cannot be converted (nothing changed then)
   */
  public boolean convertRegionTypes(Region region, TypeConverter converter) {
    List<List<Type>> signatures = new ArrayList<>();
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      List<Type> types = new ArrayList<>(block.numArguments());
      for (BlockArgument arg : block.arguments()) {
        Type converted = converter.convertType(arg.type());
        if (converted == null) {
          return false;
        }
        types.add(converted);
      }
      signatures.add(types);
    }
    int index = 0;
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      applySignatureConversion(block, signatures.get(index++));
    }
    return true;
  }

  /** Gives the arguments of {@code block} the types {@code newTypes}, one for one. */
  public void applySignatureConversion(Block block, List<Type> newTypes) {
    if (newTypes.size() != block.numArguments()) {
      throw new IllegalArgumentException("expected " + block.numArguments() + " types, got "
          + newTypes.size());
    }
    OpBuilder builder = new OpBuilder(context());
    builder.setInsertionPointToStart(block);
    for (int i = 0; i < newTypes.size(); i++) {
      BlockArgument old = block.argument(i);
      if (old.type().equals(newTypes.get(i))) {
        continue;
      }
      BlockArgument replacement = block.insertArgument(i, newTypes.get(i), old.location());
      if (!old.hasNoUses()) {
        Value bridge = toSourceType(builder, replacement, old.type(), old.location());
        replaceAllUsesWith(old, bridge);
        if (bridge.definingOp() != null) {
          builder.setInsertionPointAfter(bridge.definingOp());
        }
      }
      block.eraseArgument(i + 1);
    }
  }

  /** Removes the bridging casts that are unused, or that lead back to their input's type. */
  void removeRedundantCasts() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Operation cast : List.copyOf(casts)) {
        changed |= simplifyCast(cast);
      }
    }
  }

  private boolean simplifyCast(Operation cast) {
    Value input = cast.operand(0);
    Value result = cast.result(0);
    if (!result.hasNoUses()) {
      Value source = input.type().equals(result.type()) ? input : throughInnerCast(input, result);
      if (source == null) {
        return false;
      }
      replaceAllUsesWith(result, source);
    }
    casts.remove(cast);
    eraseOp(cast);
    return true;
  }

  /** {@return the input of a bridging cast producing {@code input} of the type of result} */
  private Value throughInnerCast(Value input, Value result) {
    Operation inner = input.definingOp();
    if (inner == null || !casts.contains(inner)
        || !inner.operand(0).type().equals(result.type())) {
      return null;
    }
    return inner.operand(0);
  }

  private Value toSourceType(OpBuilder builder, Value value, Type type, Location location) {
    Value built = typeConverter == null ? null
        : typeConverter.materializeSource(builder, type, value, location);
    return built != null ? built : cast(builder, value, type, location);
  }

  /** {@return {@code value} as a {@code type} value for {@code user}, reusing an earlier cast} */
  private Value toTargetType(OpBuilder builder, TypeConverter converter, Value value, Type type,
      Operation user) {
    Value known = targetCasts.get(value);
    if (known != null && known.type().equals(type) && known.definingOp() != null
        && known.parentBlock() == user.parentBlock()
        && known.definingOp().isBeforeInBlock(user)) {
      return known;
    }
    Value built = converter.materializeTarget(builder, type, value, user.location());
    if (built == null) {
      built = cast(builder, value, type, user.location());
    }
    targetCasts.put(value, built);
    return built;
  }

  private Value cast(OpBuilder builder, Value input, Type type, Location location) {
    OperationState state = new OperationState(BuiltinUnrealizedConversionCastOp.INFO, location);
    state.operands.add(input);
    state.resultTypes.add(type);
    Operation cast = builder.create(state);
    casts.add(cast);
    return cast.result(0);
  }
}
