package raptor.frontend.onnx.build;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Locates the shared ONNX test data ({@code shared/onnx}: ONNX's node tests and real models),
 * which stays beside the repository and is never committed: the folder named by {@code
 * RAPTOR_SHARED_DIR} (system property or environment variable), else the repository's sibling
 * {@code ../shared}. Suites skip, saying so, when it is absent.
 */
public final class SharedOnnxData {
  private SharedOnnxData() {
  }

  /** {@return the {@code onnx} folder of the shared data, if present} */
  public static Optional<Path> onnxFolder() {
    String shared = System.getProperty("RAPTOR_SHARED_DIR", System.getenv("RAPTOR_SHARED_DIR"));
    Path base;
    if (shared != null && !shared.isEmpty()) {
      base = Path.of(shared);
    } else {
      Path dir = Path.of("").toAbsolutePath();
      while (dir != null && !Files.exists(dir.resolve("onnx-frontend"))) {
        dir = dir.getParent();
      }
      if (dir == null || dir.getParent() == null) {
        return Optional.empty();
      }
      base = dir.getParent().resolve("shared");
    }
    Path onnx = base.resolve("onnx");
    return Files.isDirectory(onnx) ? Optional.of(onnx) : Optional.empty();
  }
}
