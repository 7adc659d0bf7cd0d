package raptor.pass;

import java.util.ArrayDeque;
import java.util.Deque;
import raptor.ir.Operation;

/**
 * Times every pass and nested pipeline into a {@link TimingTree}: a pass under its display name,
 * a nested pipeline as {@code 'func.func' Pipeline} with its passes below it. Runs of the same
 * pass on sibling ops add up.
 */
public final class PassTiming implements PassInstrumentation {
  /** A started timer. */
  private record Running(TimingTree.Timer timer, long start) {
  }

  private final Deque<Running> running = new ArrayDeque<>();
  private final TimingTree.Timer parent;

  /** Records under {@code parent}, usually the root of the tool's timing tree. */
  public PassTiming(TimingTree.Timer parent) {
    this.parent = parent;
  }

  @Override
  public void runBeforePass(Pass pass, Operation op) {
    TimingTree.Timer enclosing = running.isEmpty() ? parent : running.peek().timer();
    running.push(new Running(enclosing.child(pass.name()), System.nanoTime()));
  }

  @Override
  public void runAfterPass(Pass pass, Operation op) {
    stop();
  }

  @Override
  public void runAfterPassFailed(Pass pass, Operation op) {
    stop();
  }

  private void stop() {
    Running done = running.pop();
    done.timer().add(System.nanoTime() - done.start());
  }
}
