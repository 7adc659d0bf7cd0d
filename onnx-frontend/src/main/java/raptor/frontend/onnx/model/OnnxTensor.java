package raptor.frontend.onnx.model;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * A {@code TensorProto} with its data in one form: numeric elements as little-endian bytes in
 * {@code raw_data} layout (whatever field or external file held them), strings as byte strings.
 * The data is a read-only view, often of the model file's buffer; nothing is copied.
 *
 * @param name {@code name}, possibly empty (attribute tensors)
 * @param dataType {@code data_type}
 * @param dims {@code dims}, each {@code >= 0}
 * @param data the elements in {@code raw_data} layout; empty for string tensors
 * @param strings the elements of a string tensor; empty otherwise
 */
public record OnnxTensor(String name, DataType dataType, List<Long> dims, ByteBuffer data,
    List<byte[]> strings) {
  public OnnxTensor {
    dims = List.copyOf(dims);
    data = data.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    strings = List.copyOf(strings);
  }

  /** {@return a numeric tensor over {@code data} (raw_data layout)} */
  public static OnnxTensor of(String name, DataType dataType, List<Long> dims, ByteBuffer data) {
    return new OnnxTensor(name, dataType, dims, data, List.of());
  }

  /** {@return the number of elements, the product of {@link #dims()}} */
  public long elementCount() {
    long count = 1;
    for (long dim : dims) {
      count *= dim;
    }
    return count;
  }

  /** {@return a fresh read-only little-endian view of the data, positioned at 0} */
  @Override
  public ByteBuffer data() {
    return data.duplicate().order(ByteOrder.LITTLE_ENDIAN);
  }

  /** {@return the data as a new array} Costs O(size). */
  public byte[] bytes() {
    byte[] bytes = new byte[data.remaining()];
    data().get(bytes);
    return bytes;
  }

  /** {@return a copy named {@code newName}} */
  public OnnxTensor withName(String newName) {
    return new OnnxTensor(newName, dataType, dims, data, strings);
  }
}
