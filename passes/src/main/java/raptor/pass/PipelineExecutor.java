package raptor.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.Verifier;
import raptor.ir.text.IrPrinter;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * Runs pipelines for one {@link PassManager#run}: passes in order with instrumentation and
 * verification, nested pipelines on the matching child ops, sibling isolated ops on a fixed
 * thread pool when threading is on. Parallel runs collect their diagnostics separately and
 * replay them in op order, so the output does not depend on scheduling.
 */
final class PipelineExecutor {
  private static final ExecutorService POOL = Executors.newFixedThreadPool(
      Runtime.getRuntime().availableProcessors(), task -> {
        Thread thread = new Thread(task, "raptor-pass-worker");
        thread.setDaemon(true);
        return thread;
      });
  private static final ThreadLocal<Boolean> IN_WORKER = ThreadLocal.withInitial(() -> false);

  /** The outcome of one op's pipeline run on a worker thread. */
  private record Outcome(boolean success, List<Diagnostic> diagnostics) {
  }

  private final IrContext context;
  private final PassManager.Settings settings;

  PipelineExecutor(IrContext context, PassManager.Settings settings) {
    this.context = context;
    this.settings = settings;
  }

  boolean runPipeline(OpPassManager pipeline, Operation op, DiagnosticEngine diag) {
    for (Pass pass : pipeline.passes()) {
      if (!runPass(pass, op, diag)) {
        return false;
      }
    }
    return true;
  }

  private boolean runPass(Pass pass, Operation op, DiagnosticEngine diag) {
    for (PassInstrumentation instrumentation : settings.instrumentations()) {
      instrumentation.runBeforePass(pass, op);
    }
    PassContext pc = new PassContext(context, diag, settings.opNotes(), this);
    try {
      pass.run(op, pc);
    } catch (RuntimeException e) {
      diag.error(op.location(), "pass '" + pass.name() + "' crashed: " + e);
      pc.signalFailure();
    }
    if (pc.failed()) {
      for (PassInstrumentation instrumentation : settings.instrumentations()) {
        instrumentation.runAfterPassFailed(pass, op);
      }
      return false;
    }
    for (PassInstrumentation instrumentation : settings.instrumentations()) {
      instrumentation.runAfterPass(pass, op);
    }
    return !settings.verifyEach() || pass instanceof NestedPipeline || pc.unchanged()
        || Verifier.verify(op, diag);
  }

  /** {@return whether {@code pipeline} succeeded on every op directly nested in {@code op}} */
  boolean runNested(OpPassManager pipeline, Operation op, DiagnosticEngine diag) {
    List<Operation> targets = new ArrayList<>();
    for (Region region : op.regions()) {
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        for (Operation child = block.firstOp(); child != null; child = child.nextOp()) {
          if (!collect(pipeline, child, targets, diag)) {
            return false;
          }
        }
      }
    }
    if (targets.size() > 1 && settings.threading() && settings.instrumentations().isEmpty()
        && !IN_WORKER.get()) {
      return runInParallel(pipeline, targets, diag);
    }
    for (Operation target : targets) {
      if (!runPipeline(pipeline, target, diag)) {
        return false;
      }
    }
    return true;
  }

  /** Adds {@code child} to {@code targets} when the pipeline runs on it; false on an error. */
  private boolean collect(OpPassManager pipeline, Operation child, List<Operation> targets,
      DiagnosticEngine diag) {
    boolean schedulable = child.info().isRegistered() && child.hasTrait(IsolatedFromAbove.class);
    if (pipeline.anchor() == null) {
      if (schedulable) {
        targets.add(child);
      }
      return true;
    }
    if (!child.name().equals(pipeline.anchor())) {
      return true;
    }
    if (!schedulable) {
      diag.opError(child, child.info().isRegistered()
          ? "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"
          : "trying to schedule a pass on an unregistered operation");
      return false;
    }
    targets.add(child);
    return true;
  }

  private boolean runInParallel(OpPassManager pipeline, List<Operation> targets,
      DiagnosticEngine diag) {
    List<Future<Outcome>> futures = new ArrayList<>(targets.size());
    for (Operation target : targets) {
      futures.add(POOL.submit(() -> runOnWorker(pipeline, target)));
    }
    boolean success = true;
    for (Future<Outcome> future : futures) {
      Outcome outcome = await(future);
      for (Diagnostic d : outcome.diagnostics()) {
        diag.emit(d);
      }
      success &= outcome.success();
    }
    return success;
  }

  private Outcome runOnWorker(OpPassManager pipeline, Operation target) {
    IN_WORKER.set(true);
    try {
      DiagnosticEngine local = new DiagnosticEngine();
      if (settings.opNotes()) {
        local.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
      }
      boolean success = runPipeline(pipeline, target, local);
      return new Outcome(success, local.diagnostics());
    } finally {
      IN_WORKER.set(false);
    }
  }

  private static Outcome await(Future<Outcome> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running passes", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a pass worker failed", e.getCause());
    }
  }
}
