package raptor.tools.onnxrun;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Model inputs read from a folder given with {@code --inputs}. */
final class StoredInputs {
  private StoredInputs() {
  }

  /**
   * {@return the inputs stored in {@code dir}: those of its {@code manifest.json}, or its
   * {@code input_K.pb} files; a tensor without a name takes that of the graph input at its
   * position}
   *
   * @throws ReferenceException when the folder holds no usable inputs
   */
  static List<RawTensor> read(Path dir, List<TensorSpec> inputs) throws ReferenceException {
    if (!Files.isDirectory(dir)) {
      throw new ReferenceException(dir.toString(), "no such folder");
    }
    if (Files.exists(dir.resolve(TensorManifest.FILE_NAME))) {
      return TensorManifest.read(dir).inputs();
    }
    if (!TensorProtoFiles.present(dir, "input")) {
      throw new ReferenceException(dir.toString(), "holds neither " + TensorManifest.FILE_NAME
          + " nor input_0.pb");
    }
    List<RawTensor> tensors = new ArrayList<>();
    for (RawTensor tensor : TensorProtoFiles.read(dir, "input")) {
      int k = tensors.size();
      tensors.add(!tensor.name().isEmpty() || k >= inputs.size() ? tensor
          : new RawTensor(inputs.get(k).name(), tensor.elementType(), tensor.shape(),
              tensor.data()));
    }
    return tensors;
  }
}
