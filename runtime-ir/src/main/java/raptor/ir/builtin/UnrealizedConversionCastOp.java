package raptor.ir.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.ir.Arity;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.CustomAssembly;
import raptor.ir.trait.Pure;

/**
 * {@code builtin.unrealized_conversion_cast}: a placeholder turning values of some types into
 * values of others while a conversion is under way. Custom form:
 * {@code %r = unrealized_conversion_cast %a, %b : i32, f32 to i64}.
 */
public final class UnrealizedConversionCastOp extends Operation {
  /** The op name. */
  public static final String NAME = "builtin.unrealized_conversion_cast";

  /** The static description of the op kind. */
  public static final OpInfo<UnrealizedConversionCastOp> INFO =
      OpInfo.builder(NAME, UnrealizedConversionCastOp::new)
          .traits(Pure.class)
          .regions(Arity.NONE)
          .successors(Arity.NONE)
          .verifier(UnrealizedConversionCastOp::verify)
          .assembly(new Assembly())
          .build();

  private UnrealizedConversionCastOp() {
  }

  private static boolean verify(Operation op, DiagnosticEngine diag) {
    if (op.numResults() == 0) {
      diag.opError(op, "expected at least one result for cast operation");
      return false;
    }
    return true;
  }

  /** {@code ($inputs^ : type($inputs))? to type($outputs) attr-dict}. */
  private static final class Assembly implements CustomAssembly {
    @Override
    public void print(Operation op, AsmPrinter printer) {
      if (op.numOperands() > 0) {
        printer.print(" ");
        printer.printOperands(op.operands());
        printer.print(" : ");
        List<Type> types = new ArrayList<>();
        for (int i = 0; i < op.numOperands(); i++) {
          types.add(op.operand(i).type());
        }
        printer.printTypes(types);
      }
      printer.print(" to ");
      printer.printTypes(op.resultTypes());
      printer.printOptionalAttrDict(op, Set.of());
    }

    @Override
    public void parse(AsmParser parser, OperationState state) {
      List<AsmParser.UnresolvedOperand> inputs = parser.parseOperandList();
      if (!inputs.isEmpty()) {
        parser.parseColon();
        parser.resolveOperands(inputs, parser.parseTypeList(), state);
      }
      parser.parseKeyword("to");
      state.resultTypes.addAll(parser.parseTypeList());
      parser.parseOptionalAttrDict(state);
    }
  }
}
