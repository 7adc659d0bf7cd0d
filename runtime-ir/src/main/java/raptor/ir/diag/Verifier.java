package raptor.ir.diag;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import raptor.ir.Arity;
import raptor.ir.Block;
import raptor.ir.OpVerifier;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.RegionKind;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.NoTerminator;
import raptor.ir.trait.SingleBlock;
import raptor.ir.trait.SymbolTableOp;
import raptor.ir.trait.Terminator;

/**
 * Checks the structural invariants of IR and each op's own rules, emitting diagnostics.
 *
 * <p>Per op, in MLIR's order: on entering it, counts and single-block regions, then its
 * invariants (ODS constraints, traits, the {@code verify} hook); then its regions (block
 * structure, nested ops, successors, terminators); on leaving it, the checks that need the
 * nested ops verified (region traits such as an implicit terminator, the
 * {@code verifyRegions} hook), isolation, symbol uniqueness and symbol uses (so an op's
 * references are checked only once every op of its symbol table verified) and SSA dominance.
 * A failure on entering an op skips what it holds, as MLIR's verifier stops there.
 */
public final class Verifier {
  private final DiagnosticEngine diag;
  private boolean ok = true;
  /**
   * Set when an op that is not isolated from above failed: as MLIR's verifier, which stops at
   * the first failure and only verifies isolated ops independently, nothing more is checked up
   * to the nearest isolated ancestor.
   */
  private boolean halted;
  /**
   * The number of ops verified so far that have a symbol-use hook: a symbol table under which
   * none was verified skips the walk of {@link SymbolUses}, which would call no hook.
   */
  private int symbolUsers;
  /** The ops verified so far whose regions hold an op with a symbol-use hook, at any depth. */
  private final Set<Operation> symbolUserHolders =
      Collections.newSetFromMap(new IdentityHashMap<>());

  private Verifier(DiagnosticEngine diag) {
    this.diag = diag;
  }

  /** {@return whether {@code root} and everything nested in it is valid} */
  public static boolean verify(Operation root, DiagnosticEngine diag) {
    Verifier verifier = new Verifier(diag);
    verifier.verifyOp(root);
    return verifier.ok;
  }

  private void fail() {
    ok = false;
  }

  private void verifyOp(Operation op) {
    if (op.info().symbolUseVerifier() != OpVerifier.NONE) {
      symbolUsers++;
    }
    int symbolUsersBefore = symbolUsers;
    if (!verifyCounts(op) || !verifySingleBlocks(op) || !op.info().verifier().verify(op, diag)) {
      fail();
      return;
    }
    for (int i = 0; i < op.numRegions() && !halted; i++) {
      verifyRegion(op, op.region(i));
    }
    if (!ok) {
      return;
    }
    if (symbolUsers != symbolUsersBefore) {
      symbolUserHolders.add(op);
    }
    if (!op.info().regionVerifier().verify(op, diag)) {
      fail();
      return;
    }
    if (op.hasTrait(IsolatedFromAbove.class) && !IsolationCheck.verify(op, diag)) {
      fail();
    }
    if (op.hasTrait(SymbolTableOp.class) && !(SymbolUniqueness.verify(op, diag)
        && (symbolUsers == symbolUsersBefore || SymbolUses.verify(op, symbolUserHolders, diag)))) {
      fail();
    }
    if (op.numRegions() > 0 && !DominanceCheck.verify(op, mayHaveSsaDominance(op), diag)) {
      fail();
    }
  }

  private static boolean mayHaveSsaDominance(Operation op) {
    return op.info().isRegistered() && op.info().regionKind() == RegionKind.SSA_CFG;
  }

  private boolean verifyCounts(Operation op) {
    String problem = countProblem(op.info().operands(), op.numOperands(), "operand", "operands");
    if (problem == null) {
      problem = countProblem(op.info().results(), op.numResults(), "result", "results");
    }
    if (problem == null) {
      problem = regionCountProblem(op.info().regions(), op.numRegions());
    }
    if (problem == null) {
      problem = successorCountProblem(op.info().successors(), op.numSuccessors());
    }
    if (problem != null) {
      diag.opError(op, problem);
      return false;
    }
    return true;
  }

  private static String countProblem(Arity arity, int count, String singular, String plural) {
    if (arity.accepts(count)) {
      return null;
    }
    if (arity.max() == 0) {
      return "requires zero " + plural;
    }
    if (arity.min() == 1 && arity.max() == 1) {
      return singular.equals("operand") ? "requires a single operand" : "requires one result";
    }
    if (arity.max() == Arity.UNBOUNDED) {
      return "expected " + arity.min() + " or more " + plural + ", but found " + count;
    }
    return "expected " + arity.describe() + " " + plural + ", but found " + count;
  }

  private static String regionCountProblem(Arity arity, int count) {
    if (arity.accepts(count)) {
      return null;
    }
    if (arity.max() == 0) {
      return "requires zero regions";
    }
    if (arity.min() == 1 && arity.max() == 1) {
      return "requires one region";
    }
    if (arity.max() == Arity.UNBOUNDED) {
      return "expected " + arity.min() + " or more regions";
    }
    return "expected " + arity.describe() + " regions";
  }

  private static String successorCountProblem(Arity arity, int count) {
    if (arity.accepts(count)) {
      return null;
    }
    String noun = arity.min() == 1 && arity.max() == 1 ? " successor" : " successors";
    return "requires " + arity.describe() + noun + " but found " + count;
  }

  /**
   * MLIR's {@code SingleBlock} trait: each non-empty region has one block, which is not empty
   * unless the op has {@code NoTerminator}.
   */
  private boolean verifySingleBlocks(Operation op) {
    if (!op.hasTrait(SingleBlock.class)) {
      return true;
    }
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (region.isEmpty()) {
        continue;
      }
      if (!region.hasOneBlock()) {
        diag.opError(op, "expects region #" + i + " to have 0 or 1 blocks");
        return false;
      }
      if (region.firstBlock().isEmpty() && !op.hasTrait(NoTerminator.class)) {
        diag.opError(op, "expects a non-empty block");
        return false;
      }
    }
    return true;
  }

  private void verifyRegion(Operation op, Region region) {
    for (Block block = region.firstBlock(); block != null && !halted; block = block.nextBlock()) {
      verifyBlock(op, block);
    }
  }

  /**
   * Verifies the ops of {@code block}, then, as MLIR on leaving a block, its successors and
   * terminator; the block checks are skipped when a nested op failed, as MLIR stops there.
   */
  private void verifyBlock(Operation parentOp, Block block) {
    if (block.isEmpty()) {
      if (needsTerminator(parentOp)) {
        diag.opError(parentOp, "empty block: expect at least a terminator");
        fail();
      }
      return;
    }
    boolean opsOk = true;
    boolean branches = false;
    for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
      opsOk &= verifyNested(op);
      if (halted) {
        return;
      }
      branches |= op.numSuccessors() != 0;
    }
    if (!opsOk) {
      return;
    }
    for (Operation op = branches ? block.firstOp() : null; op != null; op = op.nextOp()) {
      for (int i = 0; i < op.numSuccessors(); i++) {
        if (op.successor(i).parent() != block.parent()) {
          diag.error(op.location(), "branching to block of a different region");
          fail();
          return;
        }
      }
    }
    Operation last = block.lastOp();
    if (needsTerminator(parentOp) && !endsWithPossibleTerminator(block)) {
      diag.error(last.location(), "block with no terminator, has '" + last.name() + "'");
      fail();
    }
  }

  /** {@return whether {@code op}, verified here with what it holds, is valid} */
  private boolean verifyNested(Operation op) {
    boolean before = ok;
    boolean isolated = op.hasTrait(IsolatedFromAbove.class);
    ok = true;
    verifyOp(op);
    boolean opOk = ok;
    ok = before && opOk;
    halted = !isolated && (halted || !opOk);
    return opOk;
  }

  private static boolean needsTerminator(Operation parentOp) {
    return parentOp.info().isRegistered() && !parentOp.hasTrait(NoTerminator.class);
  }

  private static boolean endsWithPossibleTerminator(Block block) {
    Operation last = block.lastOp();
    return last != null && (!last.info().isRegistered() || last.hasTrait(Terminator.class));
  }
}
