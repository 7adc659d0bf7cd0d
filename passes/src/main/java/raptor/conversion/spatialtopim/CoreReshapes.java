package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Reshapes core-local tensors with a local copy (spec §4 step 8): {@code tensor.collapse_shape}
 * and {@code tensor.expand_shape} keep the row-major order of the bytes, so each becomes a
 * fresh {@code tensor.empty} of the new type written by one whole-tensor {@code pim.memcp}.
 * A copy rather than a view, because Pim bufferization retypes only the destination-style ops
 * of the pim, scf and func dialects: a tensor reshape would survive it.
 */
final class CoreReshapes {
  private final OpBuilder builder;
  private final CoreConstants constants;

  CoreReshapes(OpBuilder builder, CoreConstants constants) {
    this.builder = builder;
    this.constants = constants;
  }

  /**
   * Lowers the reshapes {@code reshapes}, which are inside cores.
   *
   * @throws LoweringFailure at the first reshape of a tensor that is not core-local or not
   *     statically shaped
   */
  void apply(List<Operation> reshapes) throws LoweringFailure {
    for (Operation reshape : reshapes) {
      lower(reshape);
    }
  }

  private void lower(Operation reshape) throws LoweringFailure {
    Value source = reshape.operand(0);
    PimValues.requireCoreLocal(reshape, source, "reshapes");
    builder.setInsertionPoint(reshape);
    ByteCopies copies = new ByteCopies(builder, reshape, reshape.location(), constants);
    reshape.result(0).replaceAllUsesWith(copies.whole(source, reshape.result(0).type()));
    reshape.erase();
  }
}
