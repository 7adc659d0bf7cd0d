package raptor.tools;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryNotificationInfo;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Ends a tool process that is about to run out of heap before the collector spends minutes
 * collecting nothing: when a collection leaves the old generation {@value #FULL_PERCENT}% full for the
 * {@value #FULL_COLLECTIONS}th time, the process prints {@link MemoryAdvice} and exits with 1, as
 * if the {@link OutOfMemoryError} had come. Installed by {@link ToolMain#exit} only, never in
 * a process that runs tools in-process.
 */
final class HeapWatchdog {
  private static final int FULL_PERCENT = 97;
  private static final int FULL_COLLECTIONS = 3;

  private HeapWatchdog() {
  }

  /**
   * {@return whether {@code pool} holds the long-lived objects}: a survivor space may be full
   * after every young collection without the heap being short
   */
  private static boolean isOldGeneration(MemoryPoolMXBean pool) {
    return pool.getName().contains("Old") || pool.getName().contains("Tenured");
  }

  /** Watches the heap of this process, reporting as {@code name} on {@code err}. */
  static void install(String name, PrintStream err) {
    boolean watched = false;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      long max = pool.getUsage().getMax();
      if (pool.getType() == MemoryType.HEAP && isOldGeneration(pool)
          && pool.isCollectionUsageThresholdSupported() && max > 0) {
        pool.setCollectionUsageThreshold(max / 100 * FULL_PERCENT);
        watched = true;
      }
    }
    if (!watched || !(ManagementFactory.getMemoryMXBean() instanceof NotificationEmitter emitter)) {
      return;
    }
    emitter.addNotificationListener((notification, handback) -> {
      if (!notification.getType()
          .equals(MemoryNotificationInfo.MEMORY_COLLECTION_THRESHOLD_EXCEEDED)) {
        return;
      }
      MemoryNotificationInfo info =
          MemoryNotificationInfo.from((CompositeData) notification.getUserData());
      if (info.getCount() >= FULL_COLLECTIONS) {
        if (MemoryAdvice.reportBeforeHalt(err, name + ": error: " + MemoryAdvice.outOfMemory())) {
          Runtime.getRuntime().halt(1);
        }
      }
    }, null, null);
  }
}
