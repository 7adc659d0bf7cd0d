package raptor.example.toy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code toy} dialect; everything else is generated from Toy.td. */
@GenerateDialect(td = "toy/Toy.td")
public final class ToyOpsImpl {
  private ToyOpsImpl() {
  }

  /** The result shape is the input shape reversed. */
  static boolean verify(ToyTransposeOp op, DiagnosticEngine diag) {
    ShapedType input = (ShapedType) op.input().type();
    ShapedType output = (ShapedType) op.output().type();
    if (!input.hasRank() || !output.hasRank()) {
      return true;
    }
    List<Long> reversed = new ArrayList<>(input.shape());
    Collections.reverse(reversed);
    if (!reversed.equals(output.shape())) {
      diag.opError(op, "expected result shape to be the transpose of "
          + AttrPrinter.toText(input));
      return false;
    }
    return true;
  }
}
