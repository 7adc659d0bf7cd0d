package raptor.tools.compile;

import java.util.LinkedHashMap;
import java.util.Map;
import raptor.conversion.onnxtospatial.ConvertOnnxToSpatialPass;
import raptor.dialect.spat.transforms.ScheduleAndRealizeSpatialPass;
import raptor.dialect.spat.transforms.TrivialMergePass;

/**
 * The value of {@code --pim-export-spatial-dataflow} (spec §5): which Spatial snapshots
 * {@code raptor-compile} writes as CSV tables, each named by the stage after which it is taken.
 * {@code spatial1} is the graph after {@code convert-onnx-to-spatial}, {@code spatial2} after
 * {@code spat-trivial-merge}, {@code spatial4} the scheduled program with its communication
 * after {@code schedule-and-realize-spatial}; {@code all} is the three, {@code none} nothing.
 * There is no {@code spatial3} (scheduled, before communication): the pass places the computes
 * and realizes their communication in one step.
 */
final class DataflowSnapshots {
  private DataflowSnapshots() {
  }

  /**
   * {@return the snapshot name of each stage to export after, by stage name}
   *
   * @throws CompileException for a value that names no snapshot
   */
  static Map<String, String> parse(String value) throws CompileException {
    Map<String, String> all = new LinkedHashMap<>();
    all.put(ConvertOnnxToSpatialPass.ARGUMENT, "spatial1");
    all.put(TrivialMergePass.ARGUMENT, "spatial2");
    all.put(ScheduleAndRealizeSpatialPass.ARGUMENT, "spatial4");
    Map<String, String> chosen = new LinkedHashMap<>();
    switch (value) {
      case "none" -> {
        // Nothing to export.
      }
      case "all" -> chosen.putAll(all);
      case "spatial3" -> throw new CompileException("--pim-export-spatial-dataflow=spatial3 "
          + "has no snapshot of its own: schedule-and-realize-spatial places the computes and "
          + "realizes their communication in one step; use spatial4");
      default -> {
        for (Map.Entry<String, String> stage : all.entrySet()) {
          if (stage.getValue().equals(value)) {
            chosen.put(stage.getKey(), value);
          }
        }
        if (chosen.isEmpty()) {
          throw new CompileException("--pim-export-spatial-dataflow must be none, spatial1, "
              + "spatial2, spatial4 or all, not '" + value + "'");
        }
      }
    }
    return chosen;
  }
}
