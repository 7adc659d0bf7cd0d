package raptor.ir.text;

import raptor.ir.Operation;
import raptor.ir.OperationState;

/** The custom (pretty) textual form of an op kind: its printer and its parser. */
public interface CustomAssembly {
  /** Prints {@code op} after its name (and result list), on one or more lines. */
  void print(Operation op, AsmPrinter printer);

  /**
   * Parses what follows the op name into {@code state}: operands, result types, properties,
   * attributes and regions. Errors are thrown as {@link ParseException}.
   */
  void parse(AsmParser parser, OperationState state);
}
