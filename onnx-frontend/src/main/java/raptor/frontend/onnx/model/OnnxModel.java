package raptor.frontend.onnx.model;

import java.util.List;
import java.util.Map;

/**
 * A {@code ModelProto}: the IR version, the operator sets it imports and its main graph.
 *
 * @param irVersion {@code ir_version}
 * @param opsets {@code opset_import}, domain to version; the default domain is {@code ""}
 * @param producerName {@code producer_name}, or empty
 * @param producerVersion {@code producer_version}, or empty
 * @param graph the main graph
 */
public record OnnxModel(long irVersion, Map<String, Long> opsets, String producerName,
    String producerVersion, OnnxGraph graph) {
  /** The operator set domain of the standard ONNX operators. */
  public static final String DEFAULT_DOMAIN = "";

  public OnnxModel {
    opsets = Map.copyOf(opsets);
  }

  /** {@return the version of the default ({@code ai.onnx}) operator set, or -1 when absent} */
  public long defaultOpset() {
    Long version = opsets.get(DEFAULT_DOMAIN);
    if (version == null) {
      version = opsets.get("ai.onnx");
    }
    return version == null ? -1 : version;
  }

  /** {@return a copy with {@code graph} in place of this model's graph} */
  public OnnxModel withGraph(OnnxGraph newGraph) {
    return new OnnxModel(irVersion, opsets, producerName, producerVersion, newGraph);
  }

  /** {@return the opset imports as a list, default domain first, for writing} */
  public List<Map.Entry<String, Long>> sortedOpsets() {
    return opsets.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList();
  }
}
