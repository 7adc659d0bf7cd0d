package raptor.pim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Results and failures of {@link IndexedWork} are those of running the jobs in index order. */
class IndexedWorkTest {
  /** A checked failure of one job. */
  private static final class JobFailed extends Exception {
    final int index;

    JobFailed(int index) {
      super("job " + index);
      this.index = index;
    }
  }

  @Test
  void resultsComeBackInIndexOrder() throws JobFailed {
    List<Integer> results = IndexedWork.run(200, 4, index -> {
      spin(200 - index);
      return index * 3;
    });
    assertEquals(IntStream.range(0, 200).map(i -> i * 3).boxed().toList(), results);
  }

  @Test
  void theLowestFailingIndexIsThrownAfterEveryJobBeforeIt() {
    // Job 10 fails last (it works the longest), job 30 at once.
    Set<Integer> finished = ConcurrentHashMap.newKeySet();
    JobFailed failure = assertThrows(JobFailed.class, () -> IndexedWork.run(100, 4, index -> {
      spin(index == 10 ? 20_000 : index < 10 ? 2000 : 10);
      if (index == 10 || index == 30) {
        throw new JobFailed(index);
      }
      finished.add(index);
      return index;
    }));
    assertEquals(10, failure.index);
    assertTrue(finished.containsAll(IntStream.range(0, 10).boxed().toList()), finished::toString);
  }

  @Test
  void uncheckedFailuresAreRethrownAsTheyAre() {
    IllegalStateException bug = new IllegalStateException("bug");
    IllegalStateException thrown = assertThrows(IllegalStateException.class,
        () -> IndexedWork.run(10, 3, index -> {
          if (index == 5) {
            throw bug;
          }
          return index;
        }));
    assertSame(bug, thrown);
  }

  @Test
  void oneWorkerRunsEveryJobOnTheCallingThread() {
    Thread caller = Thread.currentThread();
    List<Thread> threads = IndexedWork.run(20, 1, index -> Thread.currentThread());
    assertTrue(threads.stream().allMatch(thread -> thread == caller));
  }

  @Test
  void noJobsGiveNoResults() {
    assertEquals(List.of(), IndexedWork.run(0, 4, index -> index));
  }

  /** Busy work, so that jobs take different times. */
  private static void spin(int rounds) {
    double x = 0;
    for (int i = 0; i < rounds * 100; i++) {
      x += Math.sqrt(i);
    }
    if (x < 0) {
      throw new AssertionError();
    }
  }
}
