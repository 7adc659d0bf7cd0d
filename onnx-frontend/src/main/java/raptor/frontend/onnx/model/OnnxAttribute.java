package raptor.frontend.onnx.model;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * An {@code AttributeProto}: a name and a value of one of the attribute types.
 *
 * @param name {@code name}
 * @param value the value, whose class is its {@code AttributeType}
 */
public record OnnxAttribute(String name, Value value) {
  /** An attribute value; the record class says which field of {@code AttributeProto} holds it. */
  public sealed interface Value permits FloatValue, IntValue, StringValue, TensorValue,
      GraphValue, FloatsValue, IntsValue, StringsValue, TensorsValue, GraphsValue,
      OpaqueValue {
    /** {@return the {@code AttributeType} name, for messages: FLOAT for FloatValue ...} */
    default String typeName() {
      String simple = getClass().getSimpleName();
      return simple.substring(0, simple.length() - "Value".length()).toUpperCase(Locale.ROOT);
    }
  }

  /** {@code FLOAT}: field {@code f}. */
  public record FloatValue(float value) implements Value {
  }

  /** {@code INT}: field {@code i}. */
  public record IntValue(long value) implements Value {
  }

  /** {@code STRING}: field {@code s}, bytes (UTF-8 by convention). */
  public record StringValue(byte[] value) implements Value {
    public StringValue {
      value = value.clone();
    }

    /** {@return the bytes as UTF-8 text} */
    public String text() {
      return new String(value, StandardCharsets.UTF_8);
    }

    @Override
    public byte[] value() {
      return value.clone();
    }
  }

  /** {@code TENSOR}: field {@code t}. */
  public record TensorValue(OnnxTensor value) implements Value {
  }

  /** {@code GRAPH}: field {@code g}. */
  public record GraphValue(OnnxGraph value) implements Value {
  }

  /** {@code FLOATS}: field {@code floats}. */
  public record FloatsValue(List<Float> values) implements Value {
    public FloatsValue {
      values = List.copyOf(values);
    }
  }

  /** {@code INTS}: field {@code ints}. */
  public record IntsValue(List<Long> values) implements Value {
    public IntsValue {
      values = List.copyOf(values);
    }
  }

  /** {@code STRINGS}: field {@code strings}. */
  public record StringsValue(List<byte[]> values) implements Value {
    public StringsValue {
      values = values.stream().map(byte[]::clone).toList();
    }
  }

  /** {@code TENSORS}: field {@code tensors}. */
  public record TensorsValue(List<OnnxTensor> values) implements Value {
    public TensorsValue {
      values = List.copyOf(values);
    }
  }

  /** {@code GRAPHS}: field {@code graphs}. */
  public record GraphsValue(List<OnnxGraph> values) implements Value {
    public GraphsValue {
      values = List.copyOf(values);
    }
  }

  /**
   * A value the front end reads past without using: {@code SPARSE_TENSOR(S)}, {@code
   * TYPE_PROTO(S)}, or a reference to a function attribute ({@code ref_attr_name}).
   */
  public record OpaqueValue(String typeName) implements Value {
  }
}
