package raptor.tools.lit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Finds lit suites and the tests in them. */
public final class TestDiscovery {
  private TestDiscovery() {}

  /** {@return the tests under {@code path} (a test file or a directory), sorted} */
  public static List<Path> tests(LitConfig config, Path path) throws IOException {
    Path start = path.toAbsolutePath().normalize();
    if (Files.isRegularFile(start)) {
      return List.of(start);
    }
    try (Stream<Path> walk = Files.walk(start)) {
      return walk.filter(Files::isRegularFile).filter(config::isTest).sorted()
          .collect(Collectors.toList());
    }
  }

  /** {@return the nearest directory at or above {@code path} holding a suite description} */
  public static Optional<Path> suiteRoot(Path path) {
    for (Path dir = path.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve(LitConfig.SUITE_FILE))) {
        return Optional.of(dir);
      }
    }
    return Optional.empty();
  }
}
