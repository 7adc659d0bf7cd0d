package raptor.sim.timing;

import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The NoC: one switch per core, each a FIFO server of its outgoing messages (quirk #15), the
 * latency/energy table, and the global memory behind its switch id. There is no routing and no
 * link or input contention (timing-model.md section 4.2).
 */
final class Network {
  private final Kernel kernel;
  private final NocTable table;
  private final int busWidth;
  private final TimingTrace trace;
  private final Switch[] switches;
  private final TransferUnitModel[] handlers;
  final FifoMemory globalMemory;
  private final CycleAccounting accounting;
  final Set<String> missingPairs = new LinkedHashSet<>();
  double energyPj;

  Network(
      Kernel kernel, TimingConfig config, NocTable table, TimingTrace trace, CycleAccounting accounting) {
    this.kernel = kernel;
    this.accounting = accounting;
    this.table = table;
    this.busWidth = config.chipConfig.networkConfig.busWidth;
    this.trace = trace;
    this.globalMemory = new FifoMemory(kernel, config.chipConfig.globalMemoryConfig);
    this.switches = new Switch[table.cores()];
    this.handlers = new TransferUnitModel[table.cores()];
    for (int core = 0; core < switches.length; core++) {
      switches[core] = new Switch();
    }
  }

  void attach(int core, TransferUnitModel handler) {
    handlers[core] = handler;
  }

  /** Queues {@code message} on its source core's switch. */
  void send(Message message) {
    switches[message.src()].enqueue(message);
  }

  /**
   * {@return the latency in ps of {@code bytes} from node {@code src} to {@code dst}}, and charges
   * its energy
   */
  long cost(int src, int dst, int bytes) {
    int from = table.slot(src);
    int to = table.slot(dst);
    if (from < 0 || to < 0) {
      missingPairs.add(src + " -> " + dst);
      return 0;
    }
    if (!table.has(from, to)) {
      missingPairs.add(src + " -> " + dst);
    }
    int flits = flits(bytes);
    energyPj += flits * table.energy(from, to);
    // Quirk #17: (int) truncates the product of flits and per-flit latency.
    return (int) (flits * table.latency(from, to)) * 1000L;
  }

  private int flits(int bytes) {
    return (int) Math.ceil(bytes * 1.0 / busWidth);
  }

  /** {@return the extra delay in ps the destination's handler adds on arrival} */
  private long arrive(Message message) {
    return switch (message.kind()) {
      case GLOBAL_READ -> globalMemory.access(true, message.tag(), 0);
      case GLOBAL_WRITE -> globalMemory.access(false, message.tag(), 0);
      default -> handlers[message.dst()].receive(message);
    };
  }

  /** One node's switch: a thread that serves its queue one message at a time. */
  private final class Switch extends Proc {
    private static final int POP = 0;
    private static final int ARRIVE = 1;
    private static final int RESPONDED = 2;

    private final ArrayDeque<Message> queue = new ArrayDeque<>();
    private boolean idle = true;
    private int state = POP;
    private Message current;

    void enqueue(Message message) {
      queue.add(message);
      if (idle) {
        idle = false;
        kernel.wake(this);
      }
    }

    @Override
    void resume() {
      while (true) {
        switch (state) {
          case POP -> {
            current = queue.poll();
            if (current == null) {
              idle = true;
              return;
            }
            trace.event("NOCSTART", current.src(), current.dst(), kernel.now, -1);
            if (accounting != null) {
              accounting.message(table.slot(current.src()), table.slot(current.dst()),
                  current.bytes(), flits(current.bytes()));
            }
            state = ARRIVE;
            kernel.waitFor(cost(current.src(), current.dst(), current.bytes()), this);
            return;
          }
          case ARRIVE -> {
            trace.event("NOCARRIVE", current.src(), current.dst(), kernel.now, -1);
            long delay = arrive(current);
            if (current.transport()) {
              // Quirk #13: the response carries 0 bytes, so it costs 0 flits.
              delay += cost(current.dst(), current.src(), 0);
              state = RESPONDED;
            } else {
              state = POP;
            }
            kernel.waitFor(delay, this);
            return;
          }
          default -> {
            current.requester().transportFinished();
            state = POP;
          }
        }
      }
    }
  }
}
