// Generated from t/Fixture.td:4 by raptor.gen.processor.DialectProcessor. Do not edit.
package raptor.dialect.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;
import raptor.ir.Arity;
import raptor.ir.OpBuilder;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.constraint.BuildableTypes;
import raptor.ir.constraint.InvariantChecks;
import raptor.ir.constraint.TypeConstraint;
import raptor.ir.constraint.TypePredicates;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.CustomAssembly;

/**
 * {@code t.sync}: Signal an event register on another core.
 */
@Generated("raptor.gen.processor.DialectProcessor")
public final class TSyncOp extends Operation {
  /**
   * The op name.
   */
  public static final String NAME = "t.sync";

  private static final TypeConstraint TARGET_CORE_ID_CONSTRAINT = new TypeConstraint("index", TypePredicates.index());

  private static final TypeConstraint EVENT_REGISTER_CONSTRAINT = new TypeConstraint("index", TypePredicates.index());

  /**
   * The static description of the op kind.
   */
  public static final OpInfo<TSyncOp> INFO = OpInfo.builder(NAME, TSyncOp::new)
    .operands(Arity.exactly(2))
    .results(Arity.NONE)
    .regions(Arity.NONE)
    .successors(Arity.NONE)
    .verifier(TSyncOp::verifyInvariants)
    .assembly(new Assembly())
    .build();

  private TSyncOp() {
  }

  /**
   * Creates {@code t.sync} at {@code builder}'s insertion point.
   */
  public static TSyncOp create(OpBuilder builder, Location location, Value targetCoreId,
      Value eventRegister) {
    OperationState state = new OperationState(INFO, location);
    state.operands.add(targetCoreId);
    state.operands.add(eventRegister);
    return builder.insert((TSyncOp) Operation.create(state));
  }

  /**
   * {@return the operand {@code targetCoreId}}
   */
  public Value targetCoreId() {
    return operand(0);
  }

  /**
   * {@return the operand {@code eventRegister}}
   */
  public Value eventRegister() {
    return operand(1);
  }

  /**
   * Checks the ODS constraints, then the traits, then the {@code verify} hook.
   */
  private static boolean verifyInvariants(Operation operation, DiagnosticEngine diag) {
    TSyncOp op = (TSyncOp) operation;
    return InvariantChecks.operands(op, diag, 0, 1, TARGET_CORE_ID_CONSTRAINT)
            && InvariantChecks.operands(op, diag, 1, 1, EVENT_REGISTER_CONSTRAINT);
  }

  /**
   * Named view over remapped operands, laid out like the operands of an op.
   *
   * @param targetCoreId the operand(s) {@code targetCoreId}
   * @param eventRegister the operand(s) {@code eventRegister}
   */
  public record Adaptor(Value targetCoreId, Value eventRegister) {
    /**
     * {@return the view of {@code operands}, laid out like the operands of {@code op}}
     */
    public static Adaptor of(TSyncOp op, List<Value> operands) {
      int[] targetCoreIdRange = new int[] {0, 1};
      int[] eventRegisterRange = new int[] {1, 1};
      return new Adaptor(operands.get(targetCoreIdRange[0]), operands.get(eventRegisterRange[0]));
    }
  }

  /**
   * The custom form given by the op's {@code assemblyFormat}.
   */
  private static final class Assembly implements CustomAssembly {
    @Override
    public void print(Operation operation, AsmPrinter printer) {
      TSyncOp op = (TSyncOp) operation;
      printer.print(" ");
      printer.printOperand(op.targetCoreId());
      printer.print(" event ");
      printer.printOperand(op.eventRegister());
      printer.printOptionalAttrDict(op, Set.of());
    }

    @Override
    public void parse(AsmParser parser, OperationState state) {
      List<AsmParser.UnresolvedOperand> targetCoreIdOperands = new ArrayList<>();
      int targetCoreIdOperandsLoc = parser.nameOffset();
      List<Type> targetCoreIdTypes = new ArrayList<>();
      List<AsmParser.UnresolvedOperand> eventRegisterOperands = new ArrayList<>();
      int eventRegisterOperandsLoc = parser.nameOffset();
      List<Type> eventRegisterTypes = new ArrayList<>();
      targetCoreIdOperandsLoc = parser.offset();
      targetCoreIdOperands.add(parser.parseOperand());
      parser.parseToken("event");
      eventRegisterOperandsLoc = parser.offset();
      eventRegisterOperands.add(parser.parseOperand());
      parser.parseOptionalAttrDict(state);
      parser.resolveOperands(targetCoreIdOperands, Collections.nCopies(targetCoreIdOperands.size(), BuildableTypes.index()), targetCoreIdOperandsLoc, state);
      parser.resolveOperands(eventRegisterOperands, Collections.nCopies(eventRegisterOperands.size(), BuildableTypes.index()), eventRegisterOperandsLoc, state);
    }
  }
}
