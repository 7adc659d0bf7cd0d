package raptor.dialect.scf;

import raptor.ir.OperationState;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * Hand-written behaviour of the {@code scf} dialect; everything else is generated from Scf.td.
 * The custom forms live in {@link LoopAssembly}, {@link ForallAssembly} and
 * {@link BranchAssembly}, the checks in {@link ScfVerifier} and {@link ForallVerifier}, the
 * canonicalization patterns (named as in MLIR) in {@link RemoveZeroTripLoop},
 * {@link ForOpIterArgsFolder}, {@link RemoveStaticCondition}, {@link RemoveUnusedResults},
 * {@link RemoveEmptyElseBranch} and {@link FoldConstantCase}.
 */
@GenerateDialect(td = "scf/Scf.td")
public final class ScfOpsImpl {
  private ScfOpsImpl() {
  }

  // ---- scf.for ----

  static void print(ScfForOp op, AsmPrinter printer) {
    LoopAssembly.printFor(op, printer);
  }

  static void parseForOp(AsmParser parser, OperationState state) {
    LoopAssembly.parseFor(parser, state);
  }

  static void canonicalizeForOp(PatternSet patterns) {
    patterns.add(new RemoveZeroTripLoop().withDebugName("SimplifyTrivialLoops"));
    patterns.add(new ForOpIterArgsFolder().withDebugName("ForOpIterArgsFolder"));
  }

  static boolean verify(ScfForOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyForResults(op, diag);
  }

  static boolean verifyRegions(ScfForOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyForBody(op, diag);
  }

  // ---- scf.forall ----

  static void print(ScfForallOp op, AsmPrinter printer) {
    ForallAssembly.printForall(op, printer);
  }

  static void parseForallOp(AsmParser parser, OperationState state) {
    ForallAssembly.parseForall(parser, state);
  }

  static boolean verify(ScfForallOp op, DiagnosticEngine diag) {
    return ForallVerifier.verifyForall(op, diag);
  }

  static void print(ScfInParallelOp op, AsmPrinter printer) {
    ForallAssembly.printInParallel(op, printer);
  }

  static void parseInParallelOp(AsmParser parser, OperationState state) {
    ForallAssembly.parseInParallel(parser, state);
  }

  // ---- scf.while ----

  static void print(ScfWhileOp op, AsmPrinter printer) {
    LoopAssembly.printWhile(op, printer);
  }

  static void parseWhileOp(AsmParser parser, OperationState state) {
    LoopAssembly.parseWhile(parser, state);
  }

  static boolean verify(ScfWhileOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyWhile(op, diag);
  }

  static boolean verifyRegions(ScfWhileOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyWhileResults(op, diag);
  }

  // ---- scf.if ----

  static void print(ScfIfOp op, AsmPrinter printer) {
    BranchAssembly.printIf(op, printer);
  }

  static void parseIfOp(AsmParser parser, OperationState state) {
    BranchAssembly.parseIf(parser, state);
  }

  static void canonicalizeIfOp(PatternSet patterns) {
    patterns.add(new RemoveStaticCondition().withDebugName("RemoveStaticCondition"));
    patterns.add(new RemoveUnusedResults().withDebugName("RemoveUnusedResults"));
    patterns.add(new RemoveEmptyElseBranch().withDebugName("RemoveEmptyElseBranch"));
  }

  static boolean verify(ScfIfOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyIf(op, diag);
  }

  static boolean verifyRegions(ScfIfOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyIfYields(op, diag);
  }

  // ---- scf.execute_region ----

  static void print(ScfExecuteRegionOp op, AsmPrinter printer) {
    BranchAssembly.printExecuteRegion(op, printer);
  }

  static void parseExecuteRegionOp(AsmParser parser, OperationState state) {
    BranchAssembly.parseExecuteRegion(parser, state);
  }

  /** The region has an entry block, without arguments. */
  static boolean verify(ScfExecuteRegionOp op, DiagnosticEngine diag) {
    if (op.region().isEmpty()) {
      diag.opError(op, "region needs to have at least one block");
      return false;
    }
    if (op.region().firstBlock().numArguments() > 0) {
      diag.opError(op, "region cannot have any arguments");
      return false;
    }
    return true;
  }

  // ---- scf.parallel ----

  static void print(ScfParallelOp op, AsmPrinter printer) {
    ParallelAssembly.print(op, printer);
  }

  static void parseParallelOp(AsmParser parser, OperationState state) {
    ParallelAssembly.parse(parser, state);
  }

  static boolean verify(ScfParallelOp op, DiagnosticEngine diag) {
    return ParallelVerifier.verifyParallel(op, diag);
  }

  static boolean verifyRegions(ScfReduceOp op, DiagnosticEngine diag) {
    return ParallelVerifier.verifyReduce(op, diag);
  }

  static boolean verify(ScfReduceReturnOp op, DiagnosticEngine diag) {
    return ParallelVerifier.verifyReduceReturn(op, diag);
  }

  // ---- scf.index_switch ----

  static void print(ScfIndexSwitchOp op, AsmPrinter printer) {
    BranchAssembly.printIndexSwitch(op, printer);
  }

  static void parseIndexSwitchOp(AsmParser parser, OperationState state) {
    BranchAssembly.parseIndexSwitch(parser, state);
  }

  static void canonicalizeIndexSwitchOp(PatternSet patterns) {
    patterns.add(new FoldConstantCase().withDebugName("FoldConstantCase"));
  }

  static boolean verify(ScfIndexSwitchOp op, DiagnosticEngine diag) {
    return ScfVerifier.verifyIndexSwitch(op, diag);
  }
}
