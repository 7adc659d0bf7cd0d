package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.dialect.pim.PimAttributes;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.SymbolTable;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;

/**
 * The pipeline host buffer that host-routed transfers ({@code spat.host_store_sync},
 * {@code spat.host_wait_load}) go through: the private module global
 * {@code @pim_pipeline_channels : memref<Nxi8>}, where N is the entry function's
 * {@code pim.pipeline_host_buffer_bytes}. Each use reads it with {@code memref.get_global}.
 */
final class PipelineHostBuffer {
  private PipelineHostBuffer() {
  }

  /**
   * Creates the buffer at the start of {@code module} when {@code func} asks for one.
   *
   * @throws LoweringFailure for a non-positive size, an existing symbol, or a host-routed
   *     transfer without the function attribute
   */
  static void materialize(BuiltinModuleOp module, FuncFuncOp func, OpBuilder builder)
      throws LoweringFailure {
    Attribute bytes = func.attr(PimAttributes.PIPELINE_HOST_BUFFER_BYTES);
    if (bytes == null) {
      Operation transfer = firstHostTransfer(func);
      if (transfer != null) {
        throw new LoweringFailure(transfer, "requires the pipeline host transfer buffer");
      }
      return;
    }
    if (!(bytes instanceof IntegerAttr size) || size.longValue() <= 0) {
      throw new LoweringFailure(func, "pipeline host transfer buffer must be positive");
    }
    if (new SymbolTable(module).lookup(PimAttributes.PIPELINE_HOST_BUFFER_SYMBOL) != null) {
      throw new LoweringFailure(func, "pipeline host transfer buffer symbol already exists");
    }
    builder.setInsertionPointToStart(module.body());
    MemRefGlobalOp.create(builder, func.location(),
        StringAttr.of(PimAttributes.PIPELINE_HOST_BUFFER_SYMBOL), StringAttr.of("private"),
        type(size.longValue()), null, false, null);
  }

  /**
   * {@return a {@code memref.get_global} of the buffer of {@code user}'s function, at
   * {@code builder}'s insertion point}
   */
  static Value get(OpBuilder builder, Location location, Operation user) {
    Operation func = user;
    while (!(func instanceof FuncFuncOp)) {
      func = func.parentOp();
    }
    long bytes = ((IntegerAttr) func.attr(PimAttributes.PIPELINE_HOST_BUFFER_BYTES)).longValue();
    return MemRefGetGlobalOp.create(builder, location, type(bytes),
        SymbolRefAttr.of(PimAttributes.PIPELINE_HOST_BUFFER_SYMBOL)).result(0);
  }

  private static MemRefType type(long bytes) {
    return MemRefType.of(List.of(bytes), IntegerType.I8);
  }

  private static Operation firstHostTransfer(FuncFuncOp func) {
    Operation[] found = {null};
    func.walk(op -> {
      if (found[0] == null
          && (op instanceof SpatHostStoreSyncOp || op instanceof SpatHostWaitLoadOp)) {
        found[0] = op;
      }
    });
    return found[0];
  }
}
