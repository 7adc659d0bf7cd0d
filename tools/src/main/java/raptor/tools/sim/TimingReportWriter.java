package raptor.tools.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import raptor.sim.timing.TimingResult;

/** pimsim-nn's report lines and the JSON report of a timing run. */
final class TimingReportWriter {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private TimingReportWriter() {}

  /** {@return the report lines pimsim-nn prints for {@code r}} */
  static List<String> lines(TimingResult r) {
    List<String> lines = new ArrayList<>();
    if (r.throughput()) {
      lines.add("output count: " + general(r.outputCount(), 3) + " samples");
      lines.add("throughput: " + general(r.throughputSps(), 3) + " samples/s");
      lines.add("average latency: " + general(r.latencyNs() / 1e6, 10) + " ms");
      lines.add("average power: " + general(r.powerMw(), 10) + " mW");
      lines.add("average energy: " + general(r.energyPerIterationPj(), 10) + " pJ/it");
    } else {
      lines.add("latency: " + general(r.latencyNs() / 1e6, 10) + " ms");
      lines.add("average power: " + general(r.powerMw(), 10) + " mW");
      lines.add("average energy: " + shortest(r.energyPj()) + " pJ");
    }
    return lines;
  }

  /** {@return {@code value} with {@code digits} significant digits, trailing zeros dropped (fmt's {:.N})} */
  static String general(double value, int digits) {
    if (value == 0 || !Double.isFinite(value)) {
      return value == 0 ? "0" : Double.toString(value);
    }
    BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits)).stripTrailingZeros();
    int exponent = rounded.precision() - rounded.scale() - 1;
    if (exponent < -4 || exponent >= digits) {
      BigDecimal mantissa = rounded.movePointLeft(exponent).stripTrailingZeros();
      return mantissa.toPlainString() + (exponent < 0 ? "e-" : "e+") + String.format("%02d", Math.abs(exponent));
    }
    return rounded.toPlainString();
  }

  /** {@return the shortest text that reads back as {@code value} (fmt's {}), without ".0"} */
  static String shortest(double value) {
    String text = Double.toString(value);
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }

  /** {@return the JSON report of {@code r}} */
  static String json(TimingResult r) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("status", "OK");
    root.put("mode", r.mode());
    root.put("cores", r.cores());
    root.put("instructions", r.instructions());
    if (r.throughput()) {
      ObjectNode rounds = root.putObject("rounds");
      for (int core = 0; core < r.cores(); core++) {
        rounds.put(String.valueOf(core), r.rounds()[core]);
      }
      root.put("sim_time_ns", r.runNs());
      root.put("sim_time_ps", r.runPs());
      double count = r.outputCount();
      if (count == Math.rint(count)) {
        root.put("output_count", (long) count);
      } else {
        root.put("output_count", count);
      }
      root.put("throughput_sps", r.throughputSps());
      root.put("energy_per_iter_pj", r.energyPerIterationPj());
    } else {
      ObjectNode ns = root.putObject("finish_ns");
      ObjectNode ps = root.putObject("finish_ps");
      for (int core = 0; core < r.cores(); core++) {
        ns.put(String.valueOf(core), r.finishPs()[core] / 1000.0);
        ps.put(String.valueOf(core), r.finishPs()[core]);
      }
      root.put("latency_ps", r.runPs());
    }
    root.put("latency_ns", r.latencyNs());
    root.put("energy_pj", r.energyPj());
    root.put("power_mw", r.powerMw());
    ObjectNode breakdown = root.putObject("energy_breakdown_pj");
    for (Map.Entry<String, Double> part : r.energyBreakdownPj().entrySet()) {
      breakdown.put(part.getKey(), part.getValue());
    }
    root.putPOJO("warnings", r.warnings());
    return write(root);
  }

  /** {@return the JSON report of a program pimsim-nn does not support} */
  static String unsupported(String reason) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("status", "UNSUPPORTED");
    root.put("reason", reason);
    return write(root);
  }

  private static String write(ObjectNode root) {
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("report does not serialize", e);
    }
  }
}
