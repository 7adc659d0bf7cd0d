package raptor.pim.bufferize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pim.Destinations;
import raptor.pim.PimCores;

/**
 * The cheap invariant that makes in-place bufferization correct: a core-local tensor is the
 * destination of at most one op, and the byte ranges that cores write into one host tensor with
 * {@code pim.memcp_dh} are disjoint (each host byte is written once).
 */
final class SingleWriterCheck {
  /** A static byte range written into a host tensor. */
  private record Write(Operation op, long start, long end) {
  }

  private SingleWriterCheck() {
  }

  /** {@return whether the invariant holds under {@code root}; reports each violation} */
  static boolean check(Operation root, DiagnosticEngine diagnostics) {
    Map<Value, Operation> localWriters = new HashMap<>();
    Map<Value, List<Write>> hostWrites = new HashMap<>();
    boolean[] ok = {true};
    root.walk(op -> {
      Value destination = Destinations.of(op);
      if (destination == null || !(destination.type() instanceof RankedTensorType)) {
        return;
      }
      if (PimCores.isHostValue(destination)) {
        ok[0] &= checkHostWrite(op, destination, hostWrites, diagnostics);
        return;
      }
      Operation previous = localWriters.putIfAbsent(destination, op);
      if (previous != null) {
        diagnostics.opError(op, "writes a tensor that '" + previous.name() + "' already writes; "
            + "Pim bufferization requires a single writer per destination")
            .attachNote(previous.location(), "first writer");
        ok[0] = false;
      }
    });
    return ok[0];
  }

  private static boolean checkHostWrite(Operation op, Value destination,
      Map<Value, List<Write>> hostWrites, DiagnosticEngine diagnostics) {
    if (!(op instanceof PimMemCopyDevToHostOp copy)) {
      diagnostics.opError(op, "writes a host tensor; only pim.memcp_dh may write host memory");
      return false;
    }
    Long start = StaticValues.constantInteger(copy.hostTargetOffset());
    if (start == null) {
      return true;
    }
    Write write = new Write(op, start, start + copy.size());
    List<Write> writes = hostWrites.computeIfAbsent(destination, key -> new ArrayList<>());
    for (Write other : writes) {
      if (write.start() < other.end() && other.start() < write.end()) {
        diagnostics.opError(op, "writes bytes [" + write.start() + ", " + write.end()
            + ") of a host tensor whose bytes [" + other.start() + ", " + other.end()
            + ") another op writes; Pim bufferization requires each host byte to be written "
            + "once").attachNote(other.op().location(), "other writer");
        return false;
      }
    }
    writes.add(write);
    return true;
  }
}
