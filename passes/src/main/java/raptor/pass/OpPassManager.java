package raptor.pass;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.IrContext;

/**
 * A pipeline of passes anchored on one op name, or on any op ({@code any(...)}). Nested
 * pipelines run on the ops directly nested in the anchor op and appear as
 * {@link NestedPipeline} passes; a pass anchored on another op is nested implicitly.
 */
public class OpPassManager {
  /** The anchor name written for op-agnostic pipelines. */
  public static final String ANY = "any";

  private final String anchor;
  private final List<Pass> passes = new ArrayList<>();

  /** Creates an empty pipeline on ops named {@code anchor}, or on any op when it is null. */
  public OpPassManager(String anchor) {
    this.anchor = anchor;
  }

  /** {@return the anchor op name, or {@code null} for an op-agnostic pipeline} */
  public final String anchor() {
    return anchor;
  }

  /** {@return the anchor as written in a pipeline: the op name or {@code any}} */
  public final String anchorName() {
    return anchor == null ? ANY : anchor;
  }

  /** {@return the passes, nested pipelines included, in order} */
  public final List<Pass> passes() {
    return List.copyOf(passes);
  }

  /**
   * Appends {@code pass}; a pass anchored on another op than this pipeline's goes into a new
   * nested pipeline on that op.
   */
  public OpPassManager add(Pass pass) {
    if (pass.anchor() != null && !pass.anchor().equals(anchor)) {
      nest(pass.anchor()).add(pass);
    } else {
      passes.add(pass);
    }
    return this;
  }

  /** {@return a new pipeline nested in this one, running on ops named {@code opName}} */
  public final OpPassManager nest(String opName) {
    OpPassManager nested = new OpPassManager(opName);
    passes.add(new NestedPipeline(nested));
    return nested;
  }

  /** {@return a new op-agnostic pipeline nested in this one} */
  public final OpPassManager nestAny() {
    OpPassManager nested = new OpPassManager(null);
    passes.add(new NestedPipeline(nested));
    return nested;
  }

  /** Initializes every pass of this pipeline and its nested pipelines. */
  final void initialize(IrContext context) {
    for (Pass pass : passes) {
      pass.initialize(context);
    }
  }

  /** {@return the textual pipeline, such as {@code builtin.module(func.func(cse),canonicalize)}} */
  public final String toPipelineString() {
    StringBuilder out = new StringBuilder(anchorName()).append('(');
    for (int i = 0; i < passes.size(); i++) {
      out.append(i == 0 ? "" : ",").append(passes.get(i).toPipelineString());
    }
    return out.append(')').toString();
  }

  /** Appends the pipeline one element per line, as mlir-opt's {@code --dump-pass-pipeline}. */
  final void printPretty(StringBuilder out, int indent) {
    out.append(anchorName()).append("(\n");
    for (int i = 0; i < passes.size(); i++) {
      out.append("  ".repeat(indent + 1));
      if (passes.get(i) instanceof NestedPipeline nested) {
        nested.pipeline().printPretty(out, indent + 1);
      } else {
        out.append(passes.get(i).toPipelineString());
      }
      out.append(i + 1 < passes.size() ? ",\n" : "\n");
    }
    out.append("  ".repeat(indent)).append(')');
  }

  @Override
  public String toString() {
    return toPipelineString();
  }
}
