package raptor.tools.onnxrun;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.proto.OnnxReader;

/**
 * The tensors of an ONNX backend test data set: {@code input_K.pb} and {@code output_K.pb}
 * ({@code TensorProto}s) for K = 0, 1, ... without gaps.
 */
public final class TensorProtoFiles {
  private TensorProtoFiles() {
  }

  /** {@return whether {@code dir} holds {@code kind_0.pb}} */
  public static boolean present(Path dir, String kind) {
    return Files.isRegularFile(dir.resolve(kind + "_0.pb"));
  }

  /**
   * {@return the tensors {@code kind_0.pb}, {@code kind_1.pb}, ... of {@code dir} ({@code kind}
   * is {@code input} or {@code output}), in order}
   *
   * @throws ReferenceException for a file that is not a TensorProto of a supported type
   */
  public static List<RawTensor> read(Path dir, String kind) throws ReferenceException {
    List<RawTensor> tensors = new ArrayList<>();
    for (int k = 0; Files.isRegularFile(dir.resolve(kind + "_" + k + ".pb")); k++) {
      tensors.add(read(dir.resolve(kind + "_" + k + ".pb")));
    }
    return tensors;
  }

  /**
   * {@return the tensor in {@code file}}
   *
   * @throws ReferenceException for a file that is not a TensorProto of a supported type
   */
  public static RawTensor read(Path file) throws ReferenceException {
    OnnxTensor tensor;
    try {
      tensor = OnnxReader.readTensor(file);
    } catch (OnnxException e) {
      throw new ReferenceException(file.toString(), e.getMessage().startsWith(file + ": ")
          ? e.getMessage().substring(file.toString().length() + 2) : e.getMessage());
    }
    ElementType type = ElementType.fromOnnxDataType(tensor.dataType().code());
    if (type == null) {
      throw new ReferenceException(file.toString(), "element type " + tensor.dataType()
          + " has no raw form here");
    }
    long[] shape = new long[tensor.dims().size()];
    for (int d = 0; d < shape.length; d++) {
      shape[d] = tensor.dims().get(d);
    }
    return new RawTensor(tensor.name(), type, shape, tensor.bytes());
  }
}
