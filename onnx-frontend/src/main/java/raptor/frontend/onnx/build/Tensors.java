package raptor.frontend.onnx.build;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxTensor;

/** Small tensors from Java arrays, for initializers and Constant nodes. */
public final class Tensors {
  private Tensors() {
  }

  /** {@return a 1-D int64 tensor of {@code values}} */
  public static OnnxTensor int64(String name, long... values) {
    ByteBuffer data = ByteBuffer.allocate(values.length * 8).order(ByteOrder.LITTLE_ENDIAN);
    for (long value : values) {
      data.putLong(value);
    }
    return OnnxTensor.of(name, DataType.INT64, List.of((long) values.length), data.flip());
  }

  /** {@return a float tensor of {@code values} with shape {@code dims}} */
  public static OnnxTensor float32(String name, float[] values, long... dims) {
    ByteBuffer data = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    for (float value : values) {
      data.putFloat(value);
    }
    return OnnxTensor.of(name, DataType.FLOAT, OnnxModelBuilder.boxed(dims), data.flip());
  }
}
