package raptor.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The top-level pipeline and how it runs: verification after each pass (on by default),
 * instrumentations, threading (on by default; sibling {@code IsolatedFromAbove} ops run on a
 * fixed thread pool unless an instrumentation is installed) and "see current operation" notes.
 *
 * <pre>{@code
 * PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME);
 * pm.nest("func.func").add(new CsePass());
 * boolean ok = pm.run(module, diag);
 * }</pre>
 */
public final class PassManager extends OpPassManager {
  /** How a pass manager runs, handed to its executor. */
  record Settings(boolean verifyEach, boolean threading, boolean opNotes,
      List<PassInstrumentation> instrumentations) {
  }

  private final IrContext context;
  private final List<PassInstrumentation> instrumentations = new ArrayList<>();
  private boolean verifyEach = true;
  private boolean threading = true;
  private boolean opNotes;
  private boolean initialized;

  /** Creates an empty pass manager for ops named {@code anchor} (null: any op). */
  public PassManager(IrContext context, String anchor) {
    super(anchor);
    this.context = Objects.requireNonNull(context, "context");
  }

  /** {@return the context of the IR this pass manager runs on} */
  public IrContext context() {
    return context;
  }

  @Override
  public PassManager add(Pass pass) {
    super.add(pass);
    return this;
  }

  /** Switches verification after each pass on or off, and returns this pass manager. */
  public PassManager verifyEach(boolean on) {
    this.verifyEach = on;
    return this;
  }

  /** Switches running sibling isolated ops in parallel on or off. */
  public PassManager threading(boolean on) {
    this.threading = on;
    return this;
  }

  /** Makes op errors of passes carry the "see current operation" note. */
  public PassManager printOpOnDiagnostic(boolean on) {
    this.opNotes = on;
    return this;
  }

  /** Adds an instrumentation called around every pass, in the order added. */
  public PassManager addInstrumentation(PassInstrumentation instrumentation) {
    instrumentations.add(Objects.requireNonNull(instrumentation, "instrumentation"));
    return this;
  }

  /**
   * Runs the pipeline on {@code root}.
   *
   * @return {@code false} after a pass failed or the IR failed to verify; the reasons are in
   *     {@code diag}
   */
  public boolean run(Operation root, DiagnosticEngine diag) {
    if (anchor() != null && !anchor().equals(root.name())) {
      diag.error(root.location(), "can't run '" + anchor() + "' pass manager on '" + root.name()
          + "' op");
      return false;
    }
    if (!initialized) {
      initialize(context);
      initialized = true;
    }
    Settings settings = new Settings(verifyEach, threading, opNotes, List.copyOf(instrumentations));
    return new PipelineExecutor(context, settings).runPipeline(this, root, diag);
  }

  /** {@return the pipeline one element per line, headed as by mlir-opt's --dump-pass-pipeline} */
  public String dump() {
    StringBuilder out = new StringBuilder("Pass Manager with ").append(passes().size())
        .append(" passes:\n");
    printPretty(out, 0);
    return out.append("\n\n").toString();
  }
}
