package raptor.tblgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates the {@code .td} fixtures under {@code src/test/resources/tblgen}. */
final class Fixtures {

  private Fixtures() {
  }

  /** {@return the fixture directory {@code tblgen}, or a subdirectory of it} */
  static Path dir(String... more) {
    try {
      Path root = Path.of(Fixtures.class.getResource("/tblgen").toURI());
      return root.resolve(String.join("/", more));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** {@return the {@code .td} files directly in {@code dir}, sorted by name} */
  static List<Path> tdFiles(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".td")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@return the file beside {@code td} with the same base name and another extension} */
  static Path sibling(Path td, String extension) {
    String name = td.getFileName().toString();
    return td.resolveSibling(name.substring(0, name.length() - ".td".length()) + extension);
  }
}
