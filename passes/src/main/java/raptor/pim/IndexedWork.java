package raptor.pim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs independent jobs (one per core program, one per artifact file) on the calling thread and
 * helper tasks of the common fork-join pool, with the outcome of running them one after another
 * in index order: the results come back by index, and when jobs fail, the failure of the lowest
 * index is thrown after every job before it has finished. Jobs are claimed in index order, so the
 * first (often the largest) start first, and none is started past a failed one.
 *
 * <p>Jobs must only read shared state (IR that nothing changes meanwhile, maps filled before) or
 * share it through thread-safe objects; each writes only its own result.
 *
 * <pre>{@code
 * List<CoreProgram> programs = IndexedWork.run(cores.size(), IndexedWork.defaultWorkers(),
 *     index -> compile(cores.get(index)));
 * }</pre>
 */
public final class IndexedWork {
  /**
   * One job.
   *
   * @param <T> the result
   * @param <E> the checked exception a job may throw
   */
  @FunctionalInterface
  public interface Job<T, E extends Exception> {
    /** {@return the result of job {@code index}} */
    T run(int index) throws E;
  }

  private IndexedWork() {}

  /** {@return the calling thread plus the common pool's threads} */
  public static int defaultWorkers() {
    return ForkJoinPool.getCommonPoolParallelism() + 1;
  }

  /**
   * {@return the results of jobs {@code 0 .. count-1}, in index order}
   *
   * @param workers how many jobs may run at once, the calling thread included; 1 runs them all
   *     on the calling thread
   * @throws E the failure of the lowest-indexed job that failed (an unchecked exception or
   *     error is rethrown as it is)
   */
  public static <T, E extends Exception> List<T> run(int count, int workers, Job<T, E> job)
      throws E {
    Run<T, E> run = new Run<>(count, job);
    List<ForkJoinTask<?>> helpers = new ArrayList<>();
    for (int h = 1; h < Math.min(workers, count); h++) {
      helpers.add(ForkJoinTask.adapt(run::work).fork());
    }
    run.work();
    for (ForkJoinTask<?> helper : helpers) {
      helper.join();
    }
    return run.results();
  }

  /** The shared state of one {@link #run}: the next job to claim and each job's outcome. */
  private static final class Run<T, E extends Exception> {
    private final Job<T, E> job;
    private final Object[] results;
    private final Throwable[] failures;
    private final AtomicInteger next = new AtomicInteger();
    /** The lowest index that failed so far, or {@code count}. */
    private final AtomicInteger firstFailure;

    Run(int count, Job<T, E> job) {
      this.job = job;
      this.results = new Object[count];
      this.failures = new Throwable[count];
      this.firstFailure = new AtomicInteger(count);
    }

    /** Claims and runs jobs until none is left before the first failure. */
    void work() {
      for (int index = next.getAndIncrement(); index < firstFailure.get();
          index = next.getAndIncrement()) {
        try {
          results[index] = job.run(index);
        } catch (Exception | Error e) {
          failures[index] = e;
          firstFailure.accumulateAndGet(index, Math::min);
        }
      }
    }

    /** {@return the results, once every worker has finished} */
    @SuppressWarnings("unchecked")
    List<T> results() throws E {
      int failed = firstFailure.get();
      if (failed < results.length) {
        Throwable failure = failures[failed];
        if (failure instanceof RuntimeException unchecked) {
          throw unchecked;
        }
        if (failure instanceof Error error) {
          throw error;
        }
        throw (E) failure;
      }
      return (List<T>) Arrays.asList(results);
    }
  }
}
