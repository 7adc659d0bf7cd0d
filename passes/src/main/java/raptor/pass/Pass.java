package raptor.pass;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.IrContext;
import raptor.ir.Operation;

/**
 * A transformation or analysis run by a {@link PassManager} on ops of one kind, or on any op.
 *
 * <p>A pass has a command-line argument ({@code cse}), a display name used in IR dumps and
 * timing ({@code CSE}) and a description. {@link #initialize} runs once before the pipeline
 * (freeze patterns there); {@link #run} may then run on many ops, possibly on several threads
 * at once, so it must keep its state in locals, the IR and {@link Statistic}s.
 */
public abstract class Pass {
  private final String argument;
  private final String name;
  private final String description;
  private final String anchor;
  private final List<Statistic> statistics = new ArrayList<>();

  /**
   * Creates a pass.
   *
   * @param argument the pipeline and command-line name, such as {@code cse}
   * @param name the display name, such as {@code CSE}
   * @param description the one-line description
   * @param anchor the name of the ops the pass runs on, or {@code null} for any op
   */
  protected Pass(String argument, String name, String description, String anchor) {
    this.argument = argument;
    this.name = name;
    this.description = description;
    this.anchor = anchor;
  }

  /** {@return the pipeline and command-line name} */
  public final String argument() {
    return argument;
  }

  /** {@return the display name shown in IR dumps, timing and statistics} */
  public final String name() {
    return name;
  }

  /** {@return the one-line description} */
  public final String description() {
    return description;
  }

  /** {@return the name of the ops the pass runs on, or {@code null} when it runs on any op} */
  public final String anchor() {
    return anchor;
  }

  /** Prepares the pass for IR of {@code context}; runs once, before any {@link #run}. */
  public void initialize(IrContext context) {
  }

  /**
   * Checks, before any input is read, that the options let the pass run: a driver calls it once
   * per pipeline so that a missing required option is reported up front, not per input. Accepts
   * by default.
   *
   * @throws PipelineException saying what is missing or wrong
   */
  public void checkOptions() throws PipelineException {
  }

  /** Runs the pass on {@code op}; on failure, emits diagnostics and signals it on {@code pc}. */
  public abstract void run(Operation op, PassContext pc);

  /** {@return the options as printed in a pipeline ({@code a=1 b=2}), or "" when none} */
  public String printOptions() {
    return "";
  }

  /** {@return the statistics, in declaration order} */
  public final List<Statistic> statistics() {
    return List.copyOf(statistics);
  }

  /** Declares a statistic of this pass; call it from a field initializer. */
  protected final Statistic statistic(String statName, String statDescription) {
    Statistic statistic = new Statistic(statName, statDescription);
    statistics.add(statistic);
    return statistic;
  }

  /** {@return the pass as written in a textual pipeline: its argument and its options} */
  public String toPipelineString() {
    String options = printOptions();
    return options.isEmpty() ? argument : argument + "{" + options + "}";
  }

  @Override
  public String toString() {
    return toPipelineString();
  }
}
