package raptor.tools.onnxrun;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Model inputs read from a folder given with {@code --inputs}. */
final class StoredInputs {
  private StoredInputs() {
  }

  /**
   * {@return the inputs stored in {@code dir}: those of its {@code manifest.json}}
   *
   * @throws ReferenceException when the folder holds no usable inputs
   */
  static List<RawTensor> read(Path dir) throws ReferenceException {
    if (!Files.isDirectory(dir)) {
      throw new ReferenceException(dir.toString(), "no such folder");
    }
    if (Files.exists(dir.resolve(TensorManifest.FILE_NAME))) {
      return TensorManifest.read(dir).inputs();
    }
    throw new ReferenceException(dir.toString(), "holds no " + TensorManifest.FILE_NAME);
  }
}
