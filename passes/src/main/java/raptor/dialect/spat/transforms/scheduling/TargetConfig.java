package raptor.dialect.spat.transforms.scheduling;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import raptor.pim.PimTarget;

/**
 * Reads the scheduling target from a pimsim-nn style configuration ({@code --pim-target-config},
 * spec §1.3): {@code chip_config.core_cnt}, the crossbars of
 * {@code core_config.matrix_config} ({@code xbar_array_count}, {@code xbar_size}), the vector
 * unit ({@code vector_width}, {@code vector_latency_cycle}), the network bus width and the
 * per-flit latency table of the network file named by {@code net_config_file_path} (relative to
 * the configuration's folder), {@code {"latency": {"src": {"dst": ns}}}}, which must have every
 * ordered pair of distinct cores. The resources must equal the target flags.
 */
public final class TargetConfig {
  private static final ObjectMapper JSON = new ObjectMapper();

  private TargetConfig() {
  }

  /** A configuration that cannot be used; the message says why. */
  public static final class Invalid extends Exception {
    private static final long serialVersionUID = 1L;

    Invalid(String message) {
      super(message);
    }
  }

  /**
   * {@return the target of the configuration at {@code path}, checked against {@code flags}}
   *
   * @throws Invalid when a file cannot be read or a field is missing or invalid
   */
  public static SchedulingTarget load(Path path, PimTarget flags) throws Invalid {
    JsonNode root = read(path);
    JsonNode chip = root.path("chip_config");
    int cores = positiveInteger(chip.path("core_cnt"), "core_cnt", path);
    JsonNode core = chip.path("core_config");
    JsonNode matrix = core.path("matrix_config");
    int crossbars = positiveInteger(matrix.path("xbar_array_count"), "xbar_array_count", path);
    JsonNode size = matrix.path("xbar_size");
    if (!size.isArray() || size.size() != 2 || !isPositiveInt(size.get(0))
        || !isPositiveInt(size.get(1))) {
      throw new Invalid(path + ": field 'xbar_size' must contain two positive integers");
    }
    if (cores != flags.coreCount() || crossbars != flags.crossbarCount()
        || size.get(0).asInt() != flags.crossbarSize()
        || size.get(1).asInt() != flags.crossbarSize()) {
      throw new Invalid("Pim target config resources do not match --core-count, "
          + "--crossbar-count, and --crossbar-size");
    }
    JsonNode vector = core;
    JsonNode network = chip.path("network_config");
    long width = cost(vector, "vector_width", SchedulingTarget.DEFAULT_VECTOR_WIDTH, path);
    long busWidth = cost(network, "bus_width", SchedulingTarget.DEFAULT_TRANSFER_WIDTH, path);
    if (width > Integer.MAX_VALUE || busWidth > Integer.MAX_VALUE) {
      throw new Invalid(path + ": vector_width and bus_width must fit an int");
    }
    JsonNode file = network.path("net_config_file_path");
    if (!file.isTextual() || file.asText().isEmpty()) {
      throw new Invalid(path + ": chip_config.network_config is missing network latency file "
          + "path");
    }
    Path base = path.toAbsolutePath().getParent();
    long[] latencies = latencies(base.resolve(file.asText()), cores);
    return new SchedulingTarget(cores, crossbars, flags.crossbarSize(), (int) width,
        cost(vector, "vector_latency_cycle", SchedulingTarget.DEFAULT_VECTOR_LATENCY, path),
        SchedulingTarget.DEFAULT_MATRIX_LATENCY, (int) busWidth,
        SchedulingTarget.DEFAULT_COPY_WIDTH, SchedulingTarget.PIM_EVENT_REGISTERS, latencies);
  }

  private static long[] latencies(Path file, int cores) throws Invalid {
    JsonNode table = read(file).path("latency");
    if (!table.isObject()) {
      throw new Invalid(file + ": network config is missing its latency matrix");
    }
    long[] latencies = new long[cores * cores];
    for (int src = 0; src < cores; src++) {
      JsonNode row = table.path(Integer.toString(src));
      if (!row.isObject()) {
        throw new Invalid(file + ": missing latency row " + src);
      }
      for (int dst = 0; dst < cores; dst++) {
        if (src == dst) {
          continue;
        }
        JsonNode value = row.path(Integer.toString(dst));
        if (!value.isNumber() || !Double.isFinite(value.asDouble()) || value.asDouble() <= 0) {
          throw new Invalid(file + ": missing latency " + src + " -> " + dst
              + (value.isMissingNode() ? "" : " (it must be a finite number above 0)"));
        }
        latencies[src * cores + dst] = (long) Math.ceil(value.asDouble());
      }
    }
    return latencies;
  }

  private static JsonNode read(Path path) throws Invalid {
    try {
      return JSON.readTree(Files.readString(path));
    } catch (JsonProcessingException e) {
      throw new Invalid(path + ": invalid JSON at line " + e.getLocation().getLineNr()
          + ", column " + e.getLocation().getColumnNr());
    } catch (IOException e) {
      throw new Invalid("cannot read Pim target config " + path + ": " + e.getMessage());
    }
  }

  private static boolean isPositiveInt(JsonNode node) {
    return node.isIntegralNumber() && node.canConvertToInt() && node.asInt() > 0;
  }

  private static int positiveInteger(JsonNode node, String field, Path path) throws Invalid {
    if (!isPositiveInt(node)) {
      throw new Invalid(path + ": field '" + field + "' must be a positive integer");
    }
    return node.asInt();
  }

  /** {@return a numeric field rounded up: absent gives {@code fallback}; finite and positive} */
  private static long cost(JsonNode parent, String field, long fallback, Path path)
      throws Invalid {
    JsonNode node = parent.path(field);
    if (node.isMissingNode()) {
      return fallback;
    }
    double value = node.asDouble(Double.NaN);
    if (!node.isNumber() || !Double.isFinite(value) || value <= 0 || value > Long.MAX_VALUE) {
      throw new Invalid(path + ": field '" + field + "' must be a finite number above 0");
    }
    return (long) Math.ceil(value);
  }
}
