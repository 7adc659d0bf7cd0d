package raptor.frontend.onnx.model;

import java.nio.charset.StandardCharsets;
import java.util.List;

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
    /** {@return the {@code AttributeType} name, for messages} */
    String typeName();
  }

  /** {@code FLOAT}: field {@code f}. */
  public record FloatValue(float value) implements Value {
    @Override
    public String typeName() {
      return "FLOAT";
    }
  }

  /** {@code INT}: field {@code i}. */
  public record IntValue(long value) implements Value {
    @Override
    public String typeName() {
      return "INT";
    }
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

    @Override
    public String typeName() {
      return "STRING";
    }
  }

  /** {@code TENSOR}: field {@code t}. */
  public record TensorValue(OnnxTensor value) implements Value {
    @Override
    public String typeName() {
      return "TENSOR";
    }
  }

  /** {@code GRAPH}: field {@code g}. */
  public record GraphValue(OnnxGraph value) implements Value {
    @Override
    public String typeName() {
      return "GRAPH";
    }
  }

  /** {@code FLOATS}: field {@code floats}. */
  public record FloatsValue(List<Float> values) implements Value {
    public FloatsValue {
      values = List.copyOf(values);
    }

    @Override
    public String typeName() {
      return "FLOATS";
    }
  }

  /** {@code INTS}: field {@code ints}. */
  public record IntsValue(List<Long> values) implements Value {
    public IntsValue {
      values = List.copyOf(values);
    }

    @Override
    public String typeName() {
      return "INTS";
    }
  }

  /** {@code STRINGS}: field {@code strings}. */
  public record StringsValue(List<byte[]> values) implements Value {
    public StringsValue {
      values = values.stream().map(byte[]::clone).toList();
    }

    @Override
    public String typeName() {
      return "STRINGS";
    }
  }

  /** {@code TENSORS}: field {@code tensors}. */
  public record TensorsValue(List<OnnxTensor> values) implements Value {
    public TensorsValue {
      values = List.copyOf(values);
    }

    @Override
    public String typeName() {
      return "TENSORS";
    }
  }

  /** {@code GRAPHS}: field {@code graphs}. */
  public record GraphsValue(List<OnnxGraph> values) implements Value {
    public GraphsValue {
      values = List.copyOf(values);
    }

    @Override
    public String typeName() {
      return "GRAPHS";
    }
  }

  /**
   * A value the front end reads past without using: {@code SPARSE_TENSOR(S)}, {@code
   * TYPE_PROTO(S)}, or a reference to a function attribute ({@code ref_attr_name}).
   */
  public record OpaqueValue(String typeName) implements Value {
  }
}
