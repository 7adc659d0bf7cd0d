package raptor.sim.timing;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * The NoC latency (ns per flit) and energy (pJ per flit) of every ordered node pair the program can
 * use: cores {@code 0..n-1} and the global memory. A pair the table leaves out costs 0 ns and 0 pJ,
 * as in pimsim-nn ({@link Quirks#MISSING_NOC_PAIR_IS_FREE}).
 */
public final class NocTable {
  private final int cores;
  private final int globalMemoryId;
  private final double[] latency;
  private final double[] energy;
  private final boolean[] present;

  private NocTable(int cores, int globalMemoryId) {
    this.cores = cores;
    this.globalMemoryId = globalMemoryId;
    int slots = (cores + 1) * (cores + 1);
    this.latency = new double[slots];
    this.energy = new double[slots];
    this.present = new boolean[slots];
  }

  /**
   * Reads pimsim-nn's table {@code {"latency": {src: {dst: ns}}, "energy": {src: {dst: pJ}}}}, keeping
   * the pairs among {@code cores} cores and {@code globalMemoryId}.
   *
   * @throws TimingInputException if the text is not such a table
   */
  public static NocTable read(String text, String where, int cores, int globalMemoryId)
      throws TimingInputException {
    JsonNode root = JsonText.parse(text.getBytes(StandardCharsets.UTF_8), where);
    if (root == null || !root.isObject()) {
      throw new TimingInputException(where + ": error: the NoC table must be a JSON object");
    }
    NocTable table = new NocTable(cores, globalMemoryId);
    table.fill(root.get("latency"), table.latency, where + ": latency", true);
    table.fill(root.get("energy"), table.energy, where + ": energy", false);
    return table;
  }

  /**
   * {@return a mesh table}: core {@code i} at row {@code i / columns}, column {@code i % columns};
   * {@code hopNs * d + baseNs} per flit between cores at Manhattan distance {@code d}, {@code
   * memoryNs} to and from the global memory, {@code pjPerFlit} everywhere, no self entries.
   */
  public static NocTable mesh(
      int columns,
      int cores,
      int globalMemoryId,
      double hopNs,
      double baseNs,
      double memoryNs,
      double pjPerFlit) {
    NocTable table = new NocTable(cores, globalMemoryId);
    for (int src = 0; src <= cores; src++) {
      for (int dst = 0; dst <= cores; dst++) {
        if (src == dst) {
          continue;
        }
        double ns = memoryNs;
        if (src < cores && dst < cores) {
          int distance =
              Math.abs(src / columns - dst / columns) + Math.abs(src % columns - dst % columns);
          ns = hopNs * distance + baseNs;
        }
        table.set(src, dst, ns, pjPerFlit);
      }
    }
    return table;
  }

  private void set(int srcSlot, int dstSlot, double ns, double pj) {
    int index = srcSlot * (cores + 1) + dstSlot;
    latency[index] = ns;
    energy[index] = pj;
    present[index] = true;
  }

  private void fill(JsonNode rows, double[] target, String where, boolean marks)
      throws TimingInputException {
    if (rows == null) {
      return;
    }
    if (!rows.isObject()) {
      throw new TimingInputException(where + " must be an object of rows");
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = rows.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> row = it.next();
      int src = slot(node(row.getKey(), where));
      if (!row.getValue().isObject()) {
        throw new TimingInputException(where + " row \"" + row.getKey() + "\" must be an object");
      }
      for (Iterator<Map.Entry<String, JsonNode>> cells = row.getValue().fields(); cells.hasNext(); ) {
        Map.Entry<String, JsonNode> cell = cells.next();
        int dst = slot(node(cell.getKey(), where));
        if (!cell.getValue().isNumber()) {
          throw new TimingInputException(
              where + "[" + row.getKey() + "][" + cell.getKey() + "] must be a number");
        }
        if (src >= 0 && dst >= 0) {
          int index = src * (cores + 1) + dst;
          target[index] = cell.getValue().asDouble();
          present[index] |= marks;
        }
      }
    }
  }

  private static int node(String key, String where) throws TimingInputException {
    try {
      return Integer.parseInt(key.trim());
    } catch (NumberFormatException e) {
      throw new TimingInputException(where + ": node key \"" + key + "\" is not an integer");
    }
  }

  /** {@return the dense slot of node {@code id}: cores as is, the global memory last, else -1} */
  int slot(int id) {
    if (id == globalMemoryId) {
      return cores;
    }
    return id >= 0 && id < cores ? id : -1;
  }

  /** {@return the node id of dense slot {@code slot}} */
  int nodeId(int slot) {
    return slot == cores ? globalMemoryId : slot;
  }

  /** {@return the number of cores the table covers} */
  int cores() {
    return cores;
  }

  /** {@return ns per flit between two slots} */
  double latency(int srcSlot, int dstSlot) {
    return latency[srcSlot * (cores + 1) + dstSlot];
  }

  /** {@return pJ per flit between two slots} */
  double energy(int srcSlot, int dstSlot) {
    return energy[srcSlot * (cores + 1) + dstSlot];
  }

  /** {@return whether the table names the pair (self pairs never need to)} */
  boolean has(int srcSlot, int dstSlot) {
    return srcSlot == dstSlot || present[srcSlot * (cores + 1) + dstSlot];
  }

  /** {@return the table as pimsim-nn JSON, pairs in node order} */
  public String toJson() {
    StringBuilder out = new StringBuilder("{\n");
    section(out, "latency", latency);
    out.append(",\n");
    section(out, "energy", energy);
    return out.append("\n}\n").toString();
  }

  private void section(StringBuilder out, String name, double[] values) {
    out.append(" \"").append(name).append("\": {");
    boolean firstRow = true;
    for (int src = 0; src <= cores; src++) {
      out.append(firstRow ? "\n" : ",\n").append("  \"").append(nodeId(src)).append("\": {");
      firstRow = false;
      boolean first = true;
      for (int dst = 0; dst <= cores; dst++) {
        int index = src * (cores + 1) + dst;
        if (present[index]) {
          out.append(first ? "" : ", ").append('"').append(nodeId(dst)).append("\": ");
          double v = values[index];
          out.append(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
          first = false;
        }
      }
      out.append('}');
    }
    out.append("\n }");
  }
}
