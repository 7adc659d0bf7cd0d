package raptor.rewrite.conversion;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Maps source types to target types for a conversion, and builds the ops that bridge a value of
 * one to the other. Conversions and materializations are tried most recently added first.
 */
public class TypeConverter {
  /** Converts one type; returns {@code null} when it does not handle {@code type}. */
  @FunctionalInterface
  public interface Conversion {
    /** {@return the converted type, or {@code null} when this conversion does not apply} */
    Type convert(Type type);
  }

  /** Builds ops turning {@code inputs} into one value of {@code resultType}. */
  @FunctionalInterface
  public interface Materializer {
    /** {@return the new value, or {@code null} when this materializer does not apply} */
    Value materialize(OpBuilder builder, Type resultType, List<Value> inputs, Location location);
  }

  private final List<Conversion> conversions = new ArrayList<>();
  private final List<Materializer> sourceMaterializers = new ArrayList<>();
  private final List<Materializer> targetMaterializers = new ArrayList<>();

  /** Adds a conversion, tried before those added earlier. */
  public TypeConverter addConversion(Conversion conversion) {
    conversions.add(conversion);
    return this;
  }

  /** Adds a builder of values of an original type from converted values. */
  public TypeConverter addSourceMaterialization(Materializer materializer) {
    sourceMaterializers.add(materializer);
    return this;
  }

  /** Adds a builder of values of a converted type from original values. */
  public TypeConverter addTargetMaterialization(Materializer materializer) {
    targetMaterializers.add(materializer);
    return this;
  }

  /** {@return the converted form of {@code type}, or {@code null} when it cannot be converted} */
  public Type convertType(Type type) {
    for (int i = conversions.size() - 1; i >= 0; i--) {
      Type converted = conversions.get(i).convert(type);
      if (converted != null) {
        return converted;
      }
    }
    return null;
  }

  /** {@return whether {@code type} converts to itself} */
  public boolean isLegal(Type type) {
    return type.equals(convertType(type));
  }

  /** {@return whether every operand and result type of {@code op} is legal} */
  public boolean isLegal(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      if (!isLegal(op.operand(i).type())) {
        return false;
      }
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (!isLegal(op.result(i).type())) {
        return false;
      }
    }
    return true;
  }

  /** {@return a value of the original {@code type} built from {@code input}, or null} */
  public Value materializeSource(OpBuilder builder, Type type, Value input, Location location) {
    return materialize(sourceMaterializers, builder, type, input, location);
  }

  /** {@return a value of the converted {@code type} built from {@code input}, or null} */
  public Value materializeTarget(OpBuilder builder, Type type, Value input, Location location) {
    return materialize(targetMaterializers, builder, type, input, location);
  }

  private static Value materialize(List<Materializer> materializers, OpBuilder builder, Type type,
      Value input, Location location) {
    for (int i = materializers.size() - 1; i >= 0; i--) {
      Value value = materializers.get(i).materialize(builder, type, List.of(input), location);
      if (value != null) {
        return value;
      }
    }
    return null;
  }
}
