package raptor.dialect.memref;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.ir.OperationState;
import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.constraint.Props;
import raptor.ir.constraint.TypeKind;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * The custom form of {@code memref.prefetch}, {@code %m[%i], read, locality<3>, data : type},
 * and its index count check, as mlir-opt 22 has them.
 */
final class PrefetchSyntax {
  private static final Set<String> KEYWORD_ATTRS = Set.of("localityHint", "isWrite",
      "isDataCache");

  private PrefetchSyntax() {
  }

  static void print(MemRefPrefetchOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.memref());
    printer.print("[");
    printer.printOperands(op.indices());
    printer.print("], " + (op.isWrite() ? "write" : "read") + ", locality<" + op.localityHint()
        + ">, " + (op.isDataCache() ? "data" : "instr"));
    printer.printOptionalAttrDict(op, KEYWORD_ATTRS);
    printer.print(" : ");
    printer.printType(op.memref().type());
  }

  /** Parses the form {@link #print} prints; the keywords are checked once the types resolved. */
  static void parse(AsmParser parser, OperationState state) {
    AsmParser.UnresolvedOperand memref = parser.parseOperand();
    parser.parseToken("[");
    List<AsmParser.UnresolvedOperand> indices = parser.parseOperandList();
    parser.parseToken("]");
    parser.parseToken(",");
    String readOrWrite = parser.parseKeywordToken();
    parser.parseToken(",");
    parser.parseKeyword("locality");
    parser.parseToken("<");
    Props.put(state, "localityHint", parser.parseAttribute(IntegerType.I32));
    parser.parseToken(">");
    parser.parseToken(",");
    String cacheType = parser.parseKeywordToken();
    Type type = parser.parseColonType(TypeKind.MEMREF);
    parser.resolveOperands(List.of(memref), List.of(type), state);
    parser.resolveOperands(indices, Collections.nCopies(indices.size(), IndexType.INSTANCE),
        state);
    if (!readOrWrite.equals("read") && !readOrWrite.equals("write")) {
      throw parser.errorAt(parser.nameOffset(), "rw specifier has to be 'read' or 'write'");
    }
    Props.put(state, "isWrite", BoolAttr.of(readOrWrite.equals("write")));
    if (!cacheType.equals("data") && !cacheType.equals("instr")) {
      throw parser.errorAt(parser.nameOffset(), "cache type has to be 'data' or 'instr'");
    }
    Props.put(state, "isDataCache", BoolAttr.of(cacheType.equals("data")));
  }

  /** One index per dimension. */
  static boolean verify(MemRefPrefetchOp op, DiagnosticEngine diag) {
    if (op.indices().size() != ((ShapedType) op.memref().type()).rank()) {
      diag.opError(op, "too few indices");
      return false;
    }
    return true;
  }
}
