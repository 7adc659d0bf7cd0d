package raptor.backend.pim.artifact;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Everything under a directory as comparable text: relative path to file bytes or link target. */
final class DirectoryContents {
  private DirectoryContents() {}

  /** {@return {@code path -> "bytes <base64>" | "link <target>" | "dir"} for every entry} */
  static Map<String, String> of(Path root) throws IOException {
    Map<String, String> contents = new TreeMap<>();
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : (Iterable<Path>) paths::iterator) {
        contents.put(root.relativize(path).toString(), describe(path));
      }
    }
    return contents;
  }

  private static String describe(Path path) throws IOException {
    if (Files.isSymbolicLink(path)) {
      return "link " + Files.readSymbolicLink(path);
    }
    if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
      return "dir";
    }
    return "bytes " + Base64.getEncoder().encodeToString(Files.readAllBytes(path));
  }

  /** {@return the names in {@code directory}, sorted} */
  static String names(Path directory) throws IOException {
    try (Stream<Path> entries = Files.list(directory)) {
      return entries.map(p -> p.getFileName().toString()).sorted().toList().toString();
    }
  }
}
