package raptor.frontend.onnx.proto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Loads tensor data kept outside the model ({@code data_location = EXTERNAL}): the {@code
 * location} is a relative path inside the model's folder, read from {@code offset} for {@code
 * length} bytes, mapped into memory rather than copied. An absolute location, or one that leaves the folder (by {@code ..} or a
 * symbolic link), is refused.
 */
final class ExternalData {
  private final Path folder;

  /** {@code folder} is the model's folder, or null when the model has no file. */
  ExternalData(Path folder) {
    this.folder = folder;
  }

  /** {@return the data the {@code external_data} entries point to} */
  ByteBuffer load(WireReader wire, Map<String, String> entries) throws MalformedModel {
    String location = entries.get("location");
    if (location == null || location.isEmpty()) {
      throw wire.error("external data has no 'location'");
    }
    Path file = resolve(wire, location);
    long offset = number(wire, entries, "offset", 0);
    try {
      long size = Files.size(file);
      long length = number(wire, entries, "length", size - offset);
      if (offset > size || length > size - offset) {
        throw wire.error("external data '" + location + "' has " + size
            + " bytes, too few for offset " + offset + " and length " + length);
      }
      return MappedFiles.map(file, offset, length);
    } catch (IOException e) {
      throw wire.error("cannot read external data '" + location + "': " + e.getMessage());
    }
  }

  private Path resolve(WireReader wire, String location) throws MalformedModel {
    if (folder == null) {
      throw wire.error("external data '" + location + "' needs the model's folder");
    }
    Path relative;
    try {
      relative = Path.of(location);
    } catch (InvalidPathException e) {
      throw wire.error("external data location '" + location + "' is not a valid path");
    }
    if (relative.isAbsolute() || location.startsWith("/") || location.startsWith("\\")) {
      throw wire.error("external data location '" + location + "' is absolute; it must be "
          + "relative to the model's folder");
    }
    Path file = folder.resolve(relative).normalize();
    if (!file.startsWith(folder.normalize())) {
      throw wire.error("external data location '" + location + "' leaves the model's folder");
    }
    if (!Files.isRegularFile(file)) {
      throw wire.error("external data file '" + location + "' does not exist");
    }
    try {
      if (!file.toRealPath().startsWith(folder.toRealPath())) {
        throw wire.error("external data location '" + location
            + "' leaves the model's folder through a link");
      }
    } catch (IOException e) {
      throw wire.error("cannot resolve external data '" + location + "': " + e.getMessage());
    }
    return file;
  }

  private static long number(WireReader wire, Map<String, String> entries, String key,
      long fallback) throws MalformedModel {
    String text = entries.get(key);
    if (text == null) {
      return fallback;
    }
    try {
      long value = Long.parseLong(text.trim());
      if (value < 0) {
        throw wire.error("external data '" + key + "' is negative (" + value + ")");
      }
      return value;
    } catch (NumberFormatException e) {
      throw wire.error("external data '" + key + "' is not a number: '" + text + "'");
    }
  }
}
