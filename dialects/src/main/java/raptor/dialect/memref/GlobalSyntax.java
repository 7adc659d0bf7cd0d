package raptor.dialect.memref;

import java.util.function.Consumer;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * The type and initial value of {@code memref.global}:
 * {@code memref<2xf32> = dense<[1.0, 2.0]>}, {@code = uninitialized} (a unit initial value),
 * or nothing for an external global; the initializer is typed by the memref's tensor type.
 */
final class GlobalSyntax {
  private GlobalSyntax() {
  }

  static void print(AsmPrinter printer, Type type, Attribute initialValue) {
    printer.printType(type);
    if (initialValue == null) {
      return;
    }
    printer.print(" = ");
    if (initialValue instanceof UnitAttr) {
      printer.print("uninitialized");
    } else {
      printer.printAttributeWithoutType(initialValue);
    }
  }

  static void parse(AsmParser parser, Consumer<Attribute> type, Consumer<Attribute> initialValue) {
    // As MLIR, both errors point at the op name.
    Type parsed = parser.parseType();
    if (!(parsed instanceof MemRefType memref) || !memref.hasStaticShape()) {
      throw parser.errorAt(parser.nameOffset(), "type should be static shaped memref, but got '"
          + AttrPrinter.toText(parsed) + "'");
    }
    type.accept(memref);
    if (!parser.parseOptionalToken("=")) {
      return;
    }
    if (parser.parseOptionalKeyword("uninitialized")) {
      initialValue.accept(UnitAttr.INSTANCE);
      return;
    }
    Attribute value = parser.parseAttribute(tensorTypeOf(memref));
    if (elementsType(value) == null) {
      throw parser.errorAt(parser.nameOffset(),
          "initial value should be a unit or elements attribute");
    }
    initialValue.accept(value);
  }

  /** A static shaped memref type, and an initializer of its tensor type. */
  static boolean verify(MemRefGlobalOp op, DiagnosticEngine diag) {
    if (!(op.typeAttr() instanceof MemRefType memref) || !memref.hasStaticShape()) {
      diag.opError(op, "type should be static shaped memref, but got '"
          + AttrPrinter.toText(op.typeAttr()) + "'");
      return false;
    }
    Attribute value = op.initialValueAttr();
    if (value == null || value instanceof UnitAttr) {
      return true;
    }
    ShapedType init = elementsType(value);
    if (init == null) {
      diag.opError(op, "initial value should be a unit or elements attribute, but got "
          + AttrPrinter.toText(value));
      return false;
    }
    if (!init.elementType().equals(memref.elementType())) {
      diag.opError(op, "initial value element expected to be of type '"
          + AttrPrinter.toText(memref.elementType()) + "', but was of type '"
          + AttrPrinter.toText(init.elementType()) + "'");
      return false;
    }
    if (!init.shape().equals(memref.shape())) {
      diag.opError(op, "initial value shape expected to be " + dims(memref) + " but was "
          + dims(init));
      return false;
    }
    return true;
  }

  private static ShapedType elementsType(Attribute value) {
    if (value instanceof DenseElementsAttr dense) {
      return dense.type();
    }
    if (value instanceof SparseElementsAttr sparse) {
      return sparse.type();
    }
    return value instanceof DenseResourceAttr resource ? resource.type() : null;
  }

  private static RankedTensorType tensorTypeOf(MemRefType memref) {
    return RankedTensorType.of(memref.shape(), memref.elementType());
  }

  private static String dims(ShapedType type) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < type.rank(); i++) {
      text.append(i == 0 ? "" : ", ").append(type.shape().get(i));
    }
    return text.toString();
  }
}
