package raptor.sim.artifact;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import raptor.isa.JsonErrors;
import raptor.sim.Region;

/**
 * The parsed {@code config.json}: crossbar size, input regions, per-core array groups and core
 * count. Keys the run does not need are only checked when asked for.
 */
public final class ArtifactConfig {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Pattern CORE_KEY = Pattern.compile("core(\\d{1,9})");

  private final Path file;
  private final JsonNode root;

  private ArtifactConfig(Path file, JsonNode root) {
    this.file = file;
    this.root = root;
  }

  /**
   * Reads and parses a config file.
   *
   * @throws ArtifactException if it is missing, not JSON, or not a JSON object
   */
  public static ArtifactConfig read(Path file) throws ArtifactException {
    String text = new String(ArtifactFiles.read(file, "config file"), StandardCharsets.UTF_8);
    JsonNode root;
    try {
      root = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new ArtifactException(file, JsonErrors.describe(e));
    }
    if (root == null || !root.isObject()) {
      throw new ArtifactException(file, "config must be a JSON object");
    }
    return new ArtifactConfig(file, root);
  }

  /** {@return a config parsed elsewhere, e.g. the {@code "config"} object of a single-file input} */
  public static ArtifactConfig of(Path file, JsonNode root) throws ArtifactException {
    if (root == null || !root.isObject()) {
      throw new ArtifactException(file, "config must be a JSON object");
    }
    return new ArtifactConfig(file, root);
  }

  /**
   * {@return the crossbar count of each array group of compiler core {@code core}}, empty when the
   * map or the core's entry is absent
   *
   * @throws ArtifactException if the entry is not a list of positive integers
   */
  public int[] arrayGroups(int core) throws ArtifactException {
    int count = arrayGroupCount(core);
    int[] sizes = new int[Math.max(0, count)];
    for (int group = 0; group < sizes.length; group++) {
      sizes[group] = root.get("array_group_map").get("core" + core).get(group).asInt();
    }
    return sizes;
  }

  /** {@return the config file} */
  public Path file() {
    return file;
  }

  /** {@return the value of {@code core_cnt}, or -1 if the key is absent} */
  public int coreCount() throws ArtifactException {
    JsonNode node = root.get("core_cnt");
    return node == null ? -1 : nonNegative(node, "core_cnt");
  }

  /** {@return {@code xbar_size} as {rows, cols}} */
  public int[] crossbarSize() throws ArtifactException {
    JsonNode size = root.get("xbar_size");
    if (size == null || !size.isArray() || size.size() != 2) {
      throw new ArtifactException(file, "config.json has no xbar_size [rows, cols] array");
    }
    int rows = nonNegative(size.get(0), "xbar_size[0]");
    int cols = nonNegative(size.get(1), "xbar_size[1]");
    if (rows == 0 || cols == 0) {
      throw new ArtifactException(
          file, "xbar_size must be positive, got [" + rows + ", " + cols + "]");
    }
    if (4L * rows * cols > Integer.MAX_VALUE) {
      throw new ArtifactException(
          file, "xbar_size [" + rows + ", " + cols + "] is too large for f32 weights in memory");
    }
    return new int[] {rows, cols};
  }

  /** {@return the number of array groups (crossbar slots) of compiler core {@code core}, or -1} */
  public int arrayGroupCount(int core) throws ArtifactException {
    JsonNode map = root.get("array_group_map");
    if (map == null) {
      return -1;
    }
    if (!map.isObject()) {
      throw new ArtifactException(file, "array_group_map must be an object keyed \"core<i>\"");
    }
    JsonNode groups = map.get("core" + core);
    if (groups == null) {
      return 0;
    }
    if (!groups.isArray()) {
      throw new ArtifactException(file, "array_group_map.core" + core + " must be an array");
    }
    for (JsonNode group : groups) {
      if (nonNegative(group, "array_group_map.core" + core) == 0) {
        throw new ArtifactException(file, "array_group_map.core" + core + " has an empty group");
      }
    }
    return groups.size();
  }

  /**
   * Checks that every key of {@code array_group_map} is {@code core<i>} for a core id below {@code
   * coreCount}.
   *
   * @throws ArtifactException naming the first key that names no core
   */
  public void checkArrayGroupCores(int coreCount) throws ArtifactException {
    JsonNode map = root.get("array_group_map");
    if (map == null || !map.isObject()) {
      return;
    }
    for (Iterator<String> keys = map.fieldNames(); keys.hasNext(); ) {
      String key = keys.next();
      Matcher match = CORE_KEY.matcher(key);
      if (!match.matches() || Long.parseLong(match.group(1)) >= coreCount) {
        throw new ArtifactException(
            file,
            "array_group_map key \""
                + key
                + "\" names no core of the artifact (core ids 0.."
                + (coreCount - 1)
                + ")");
      }
    }
  }

  /** {@return the input regions from {@code inputs_addresses} and {@code inputs_sizes}} */
  public List<Region> inputRegions() throws ArtifactException {
    return regions("inputs", "input");
  }

  /** {@return whether the config lists output regions ({@code outputs_addresses})} */
  public boolean hasOutputRegions() {
    return root.has("outputs_addresses");
  }

  /** {@return the output regions from {@code outputs_addresses} and {@code outputs_sizes}} */
  public List<Region> outputRegions() throws ArtifactException {
    return regions("outputs", "output");
  }

  private List<Region> regions(String key, String what) throws ArtifactException {
    JsonNode addresses = root.get(key + "_addresses");
    JsonNode sizes = root.get(key + "_sizes");
    if (addresses == null || !addresses.isArray()) {
      throw new ArtifactException(file, "config.json has no " + key + "_addresses array");
    }
    if (sizes == null || !sizes.isArray()) {
      throw new ArtifactException(file, "config.json has no " + key + "_sizes array");
    }
    if (addresses.size() != sizes.size()) {
      throw new ArtifactException(file, "config.json " + what + " address/size count mismatch");
    }
    List<Region> regions = new ArrayList<>();
    for (int i = 0; i < addresses.size(); i++) {
      int address = nonNegative(addresses.get(i), "invalid " + what + " address");
      int size = nonNegative(sizes.get(i), "invalid " + what + " size");
      try {
        regions.add(new Region(address, size));
      } catch (IllegalArgumentException e) {
        throw new ArtifactException(file, what + " region: " + e.getMessage());
      }
    }
    return regions;
  }

  private int nonNegative(JsonNode node, String what) throws ArtifactException {
    if (node == null || !node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < 0) {
      throw new ArtifactException(file, what + ": expected a non-negative integer, got " + node);
    }
    return node.asInt();
  }
}
