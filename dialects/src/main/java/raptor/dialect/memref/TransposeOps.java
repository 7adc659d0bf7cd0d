package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.OperationState;
import raptor.ir.attr.AffineExpr;
import raptor.ir.attr.AffineMap;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.LinearLayout;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.attr.Type;
import raptor.ir.constraint.Props;
import raptor.ir.constraint.TypeKind;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * {@code memref.transpose}: its custom form with a bare permutation map, the check that the
 * result type is the transposed input type (compared as MLIR does, after
 * {@code canonicalizeStridedLayout}) and the folds.
 */
final class TransposeOps {
  private static final String PERMUTATION = "permutation";

  private TransposeOps() {
  }

  /** {@code %m (d0, d1) -> (d1, d0) {attrs} : memref<...> to memref<...>}. */
  static void print(MemRefTransposeOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.in());
    printer.print(" ");
    printer.printAffineMap(op.permutationAttr().map());
    printer.printOptionalAttrDict(op, Set.of(PERMUTATION));
    printer.print(" : ");
    printer.printType(op.in().type());
    printer.print(" to ");
    printer.printType(op.result().type());
  }

  /** Parses the form {@link #print} prints. */
  static void parse(AsmParser parser, OperationState state) {
    AsmParser.UnresolvedOperand in = parser.parseOperand();
    AffineMap permutation = parser.parseAffineMap();
    parser.parseOptionalAttrDict(state);
    Type source = parser.parseColonType(TypeKind.MEMREF);
    parser.resolveOperands(List.of(in), List.of(source), state);
    parser.parseKeyword("to");
    state.resultTypes.add(parser.parseType(TypeKind.MEMREF));
    Props.put(state, PERMUTATION, new AffineMapAttr(permutation));
  }

  /** A permutation of the input's dimensions whose result type is the transposed input type. */
  static boolean verify(MemRefTransposeOp op, DiagnosticEngine diag) {
    AffineMap permutation = op.permutationAttr().map();
    MemRefType source = (MemRefType) op.in().type();
    if (!permutation.isPermutation()) {
      diag.opError(op, "expected a permutation map");
      return false;
    }
    if (permutation.numDims() != source.rank()) {
      diag.opError(op, "expected a permutation map of same rank as the input");
      return false;
    }
    MemRefType result = (MemRefType) op.result().type();
    MemRefType transposed = transposed(source, permutation);
    LinearLayout expected = LinearLayout.of(transposed);
    if (!result.shape().equals(transposed.shape())
        || !result.elementType().equals(transposed.elementType())
        || !Objects.equals(result.memorySpace(), transposed.memorySpace())
        || !expected.equals(LinearLayout.of(result))) {
      MemRefType canonical = new MemRefType(transposed.shape(), transposed.elementType(),
          expected.canonicalLayout(transposed.shape()), transposed.memorySpace());
      diag.opError(op, "result type '" + AttrPrinter.toText(result) + "' is not equivalent to "
          + "the canonical transposed input type '" + AttrPrinter.toText(canonical) + "'");
      return false;
    }
    return true;
  }

  /** {@return {@code source} with its sizes and strides permuted, as a strided layout} */
  private static MemRefType transposed(MemRefType source, AffineMap permutation) {
    StridedLayoutAttr layout = MemRefShapes.stridesAndOffset(source);
    List<Long> sizes = new ArrayList<>();
    List<Long> strides = new ArrayList<>();
    for (AffineExpr result : permutation.results()) {
      int dim = ((AffineExpr.Dim) result).position();
      sizes.add(source.shape().get(dim));
      strides.add(layout.strides().get(dim));
    }
    return new MemRefType(sizes, source.elementType(),
        new StridedLayoutAttr(layout.offset(), strides), source.memorySpace());
  }

  /**
   * An identity permutation between equal types folds to the input; a transpose of a transpose
   * takes the inner one's input and the composed permutation, in place.
   */
  static List<OpFoldResult> fold(MemRefTransposeOp op) {
    AffineMap permutation = op.permutationAttr().map();
    if (permutation.isIdentity() && op.result().type().equals(op.in().type())) {
      return FoldResults.value(op.in());
    }
    if (op.in().definingOp() instanceof MemRefTransposeOp inner) {
      op.setOperand(0, inner.in());
      op.setInherentAttr(PERMUTATION,
          new AffineMapAttr(permutation.compose(inner.permutationAttr().map())));
      return FoldResults.inPlace();
    }
    return null;
  }
}
