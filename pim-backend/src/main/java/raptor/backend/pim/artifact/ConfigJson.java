package raptor.backend.pim.artifact;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The {@code config.json} of an artifact directory (isa-simulator spec section 4.2), keys in this
 * order:
 *
 * <ul>
 *   <li>{@code core_cnt}: the number of core files, {@code core_0 .. core_<n-1>};
 *   <li>{@code xbar_size}: {@code [rows, cols]} of one crossbar;
 *   <li>{@code array_group_map}: per core, {@code "core<k>": [1, 1, ...]} with one group of one
 *       crossbar per weight slot ({@code []} for a core without weights);
 *   <li>{@code inputs_addresses}, {@code inputs_sizes}: host byte address and size of each input,
 *       in argument order;
 *   <li>{@code outputs_addresses}, {@code outputs_sizes}: the same for each output, in result
 *       order.
 * </ul>
 *
 * <p>The text is pretty-printed with {@code \n} line ends, so it is the same on every platform.
 */
final class ConfigJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final ObjectWriter WRITER =
      MAPPER.writer(
          new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));

  private ConfigJson() {}

  /** {@return the UTF-8 text of the config of a validated {@code program}} */
  static byte[] of(PimProgram program) {
    ObjectNode root = MAPPER.createObjectNode();
    List<CoreProgram> cores = program.cores();
    root.put("core_cnt", cores.size());
    int size = program.target().crossbarSize();
    root.putArray("xbar_size").add(size).add(size);
    ObjectNode groups = root.putObject("array_group_map");
    for (CoreProgram core : cores) {
      ArrayNode slots = groups.putArray("core" + core.id());
      for (int slot = 0; slot < core.crossbars().size(); slot++) {
        slots.add(1);
      }
    }
    putRegions(root, "inputs", program.memory().inputs());
    putRegions(root, "outputs", program.memory().outputs());
    try {
      return (WRITER.writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serializes", e);
    }
  }

  private static void putRegions(ObjectNode root, String prefix, List<HostRegion> regions) {
    ArrayNode addresses = root.putArray(prefix + "_addresses");
    ArrayNode sizes = root.putArray(prefix + "_sizes");
    for (HostRegion region : regions) {
      addresses.add(region.address());
      sizes.add(region.size());
    }
  }
}
