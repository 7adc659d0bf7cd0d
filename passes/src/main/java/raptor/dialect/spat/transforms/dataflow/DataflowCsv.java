package raptor.dialect.spat.transforms.dataflow;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatChannelReceiveOp;
import raptor.dialect.spat.SpatChannelSendOp;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.ir.BlockArgument;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;
import raptor.ir.text.AttrPrinter;

/**
 * The dataflow of a Spatial entry function as two CSV tables (spec §5), in the column layout
 * Gephi imports.
 *
 * <p>Nodes ({@code Id,Label,Kind,Operation,OpIndex,Lanes,Cores,Location,Type,Bytes}): one row
 * per function argument ({@code arg<i>}, kind {@code input}) and per top-level op with a tensor
 * result or a compute body ({@code op<i>}, {@code i} its position in the body): kind
 * {@code weight} for a tensor constant, {@code compute}, {@code compute_batch},
 * {@code scheduled_compute}, {@code scheduled_compute_batch}, {@code return}, or {@code other};
 * {@code Cores} is the {@code coreId}, or the {@code coreIds} of the lanes separated by spaces,
 * and empty before scheduling; {@code Type} and {@code Bytes} describe the first result.
 *
 * <p>Edges ({@code Source,Target,Type,Weight,Kind,Tensor,Channel,HostOffset}): {@code dataflow}
 * for a top-level value read by a top-level op; {@code channel} from the scheduled op with a
 * {@code spat.channel_send} to the one with the matching {@code spat.channel_receive}; {@code host}
 * from a {@code spat.host_store_sync} to the {@code spat.host_wait_load} of the same cores and
 * host offset. {@code Weight} is the bytes carried; {@code Type} is always {@code Directed}.
 * Rows follow the body order, so the output is deterministic. Values are quoted as RFC 4180 says
 * when they hold a comma, a quote or a line break.
 */
public final class DataflowCsv {
  private static final String NODE_HEADER =
      "Id,Label,Kind,Operation,OpIndex,Lanes,Cores,Location,Type,Bytes";
  private static final String EDGE_HEADER =
      "Source,Target,Type,Weight,Kind,Tensor,Channel,HostOffset";

  /** The node kind of each op with a kind of its own. */
  private static final Map<String, String> KINDS = Map.of(
      SpatGraphComputeOp.NAME, "compute",
      SpatGraphComputeBatchOp.NAME, "compute_batch",
      SpatScheduledComputeOp.NAME, "scheduled_compute",
      SpatScheduledComputeBatchOp.NAME, "scheduled_compute_batch",
      FuncReturnOp.NAME, "return");

  private final StringBuilder nodes = new StringBuilder(NODE_HEADER).append('\n');
  private final StringBuilder edges = new StringBuilder(EDGE_HEADER).append('\n');
  private final Map<Object, String> ids = new IdentityHashMap<>();
  private final Map<String, String> sends = new LinkedHashMap<>();
  private final Map<String, String> stores = new LinkedHashMap<>();
  private final List<String[]> receives = new ArrayList<>();
  private final List<String[]> loads = new ArrayList<>();

  private DataflowCsv() {
  }

  /** {@return the tables of {@code func}} */
  public static DataflowCsv of(FuncFuncOp func) {
    DataflowCsv csv = new DataflowCsv();
    csv.build(func);
    return csv;
  }

  /** {@return the node table} */
  public String nodes() {
    return nodes.toString();
  }

  /** {@return the edge table} */
  public String edges() {
    return edges.toString();
  }

  private void build(FuncFuncOp func) {
    List<BlockArgument> arguments = func.body().firstBlock().arguments();
    for (int i = 0; i < arguments.size(); i++) {
      String id = "arg" + i;
      ids.put(arguments.get(i), id);
      Type type = arguments.get(i).type();
      row(nodes, id, "input " + i, "input", "", Integer.toString(-1), "", "",
          Location.brief(func.location()), AttrPrinter.toText(type), Long.toString(bytes(type)));
    }
    int index = 0;
    for (Operation op : func.body().firstBlock().ops()) {
      String kind = kind(op);
      if (kind != null) {
        String id = "op" + index;
        ids.put(op, id);
        Type type = op.numResults() > 0 ? op.result(0).type() : null;
        row(nodes, id, kind + " " + index, kind, op.name(), Integer.toString(index), lanes(op),
            cores(op), Location.brief(op.location()), type == null ? "" : AttrPrinter.toText(type),
            type == null ? "" : Long.toString(bytes(type)));
        dataflow(op, id);
        communication(op, id);
      }
      index++;
    }
    for (String[] receive : receives) {
      String source = sends.get(receive[1]);
      if (source != null) {
        row(edges, source, receive[0], "Directed", receive[2], "channel", receive[3],
            receive[4], "");
      }
    }
    for (String[] load : loads) {
      String source = stores.get(load[1]);
      if (source != null) {
        row(edges, source, load[0], "Directed", load[2], "host", load[3], "", load[4]);
      }
    }
  }

  /** Adds an edge from the producer of every top-level value {@code op} reads. */
  private void dataflow(Operation op, String id) {
    for (Value operand : op.operands()) {
      Object producer = operand instanceof OpResult result ? result.owner() : operand;
      String source = ids.get(producer);
      if (source != null) {
        Type type = operand.type();
        row(edges, source, id, "Directed", Long.toString(bytes(type)), "dataflow",
            AttrPrinter.toText(type), "", "");
      }
    }
  }

  /** Records the channel and host transfers in the body of {@code op}, a scheduled op. */
  private void communication(Operation op, String id) {
    op.walk(nested -> {
      if (nested instanceof SpatChannelSendOp send) {
        sends.put(key(send.channelId(), send.sourceCoreId(), send.targetCoreId()), id);
      } else if (nested instanceof SpatChannelReceiveOp receive) {
        Type type = receive.result(0).type();
        receives.add(new String[] {id,
            key(receive.channelId(), receive.sourceCoreId(), receive.targetCoreId()),
            Long.toString(bytes(type)), AttrPrinter.toText(type), constant(receive.channelId())});
      } else if (nested instanceof SpatHostStoreSyncOp store) {
        stores.put(key(store.hostOffset(), store.sourceCoreId(), store.targetCoreId()), id);
      } else if (nested instanceof SpatHostWaitLoadOp load) {
        Type type = load.result(0).type();
        loads.add(new String[] {id,
            key(load.hostOffset(), load.sourceCoreId(), load.targetCoreId()),
            Long.toString(bytes(type)), AttrPrinter.toText(type), constant(load.hostOffset())});
      }
    });
  }

  /** {@return the first value, or the whole key of a transfer: its id and its two cores} */
  private static String key(Value first, Value source, Value target) {
    return constant(first) + ":" + constant(source) + ":" + constant(target);
  }

  private static String constant(Value value) {
    Long constant = StaticValues.constantInteger(value);
    return constant == null ? "?" : Long.toString(constant);
  }

  private static String kind(Operation op) {
    if (op instanceof ArithConstantOp constant) {
      return constant.result().type() instanceof RankedTensorType ? "weight" : null;
    }
    String kind = KINDS.get(op.name());
    if (kind != null) {
      return kind;
    }
    return op.numResults() > 0 && op.result(0).type() instanceof RankedTensorType ? "other"
        : null;
  }

  private static String lanes(Operation op) {
    if (op instanceof SpatGraphComputeBatchOp batch) {
      return Long.toString(batch.laneCount());
    }
    if (op instanceof SpatScheduledComputeBatchOp batch) {
      return Long.toString(batch.laneCount());
    }
    return "";
  }

  private static String cores(Operation op) {
    if (op instanceof SpatScheduledComputeOp compute) {
      return Long.toString(compute.coreId());
    }
    if (op instanceof SpatScheduledComputeBatchOp batch) {
      StringJoiner cores = new StringJoiner(" ");
      for (long core : batch.coreIds()) {
        cores.add(Long.toString(core));
      }
      return cores.toString();
    }
    return "";
  }

  private static long bytes(Type type) {
    return Math.max(0, StaticValues.byteSize(type));
  }

  private static void row(StringBuilder table, String... values) {
    StringJoiner row = new StringJoiner(",");
    for (String value : values) {
      row.add(quoted(value));
    }
    table.append(row).append('\n');
  }

  private static String quoted(String value) {
    if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0
        && value.indexOf('\r') < 0) {
      return value;
    }
    return '"' + value.replace("\"", "\"\"") + '"';
  }
}
