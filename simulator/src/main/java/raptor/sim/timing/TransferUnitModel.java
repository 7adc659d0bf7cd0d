package raptor.sim.timing;

import java.util.Arrays;

/**
 * The transfer unit of one core: {@code ld st lldi lmv send recv sync wait}, one at a time, and the
 * core's NoC message handler (timing-model.md section 3.4). A {@code send}/{@code recv} pair is a
 * rendezvous of three messages; {@code sync} increments a remote event register.
 */
final class TransferUnitModel extends UnitFsm {
  private static final int START = 0;
  private static final int DONE = 1;
  private static final int LOAD_WRITE = 2;
  private static final int STORE_SEND = 3;
  private static final int WAIT_RELEASED = 4;
  private static final int SEND_READ = 5;
  private static final int SEND_DATA = 6;
  private static final int RECV_WRITE = 7;

  private final Kernel kernel;
  private final FifoMemory memory;
  private final Network network;
  private final TimingConfig config;
  private final TimingFlavour.WaitSemantics waits;
  private int state;
  /** Whether the body waits for a notification (a switch, a sync, a handshake). */
  boolean parked;

  final int[] events = new int[Quirks.EVENT_REGISTERS];
  int waitRegister = -1;
  int waitValue = -1;
  int sendReceiver = -1;
  private int sendTag;
  int recvSender = -1;
  /** Per sender core, the tag of a {@code send} that announced itself before our {@code recv}. */
  private final int[] waitingSenders;

  TransferUnitModel(
      CoreModel core,
      Kernel kernel,
      FifoMemory memory,
      Network network,
      TimingConfig config,
      int cores,
      TimingFlavour.WaitSemantics waits) {
    super(core, "TSTART", "TEND", CycleAccounting.Core.TRANSFER);
    this.kernel = kernel;
    this.memory = memory;
    this.network = network;
    this.config = config;
    this.waits = waits;
    this.waitingSenders = new int[cores];
    Arrays.fill(waitingSenders, -1);
  }

  @Override
  void restart() {
    state = START;
  }

  @Override
  void resume() {
    PimsimInstruction in = running.inst;
    switch (state) {
      case START -> begin(in);
      case LOAD_WRITE -> pause(DONE, memory.access(false, in.size(), 0));
      case STORE_SEND -> {
        transport(Message.Kind.GLOBAL_WRITE, in.size());
        park(DONE);
      }
      case WAIT_RELEASED -> releaseWait();
      case SEND_READ -> pause(SEND_DATA, memory.access(true, in.size(), 0));
      case SEND_DATA -> {
        network.send(message(Message.Kind.SEND_DATA, in.core(), in.size(), core.id, in.core(), sendTag));
        sendReceiver = -1;
        end();
      }
      case RECV_WRITE -> {
        recvSender = -1;
        pause(DONE, memory.access(false, in.size(), 0));
      }
      default -> end();
    }
  }

  private void begin(PimsimInstruction in) {
    traceStart(kernel.now);
    switch (in.opcode()) {
      case LLDI -> pause(DONE, memory.access(false, in.len(), 0));
      case LMV -> pause(DONE, memory.access(false, in.len(), memory.access(true, in.len(), 0)));
      case LD -> {
        transport(Message.Kind.GLOBAL_READ, in.size());
        park(LOAD_WRITE);
      }
      case ST -> pause(STORE_SEND, memory.access(true, in.size(), 0));
      case SYNC -> {
        network.send(
            message(Message.Kind.SYNC, in.core(), Quirks.CONTROL_MESSAGE_BYTES, core.id, in.core(), in.eventRegister()));
        pause(DONE, Kernel.ps(config.chipConfig.coreConfig.period));
      }
      case WAIT -> {
        waitRegister = in.eventRegister();
        waitValue = in.waitValue();
        if (!waitSatisfied()) {
          park(WAIT_RELEASED);
        } else {
          releaseWait();
        }
      }
      case SEND -> {
        sendReceiver = in.core();
        sendTag = running.pc;
        network.send(
            message(Message.Kind.SENDER_READY, in.core(), Quirks.CONTROL_MESSAGE_BYTES, core.id, in.core(), sendTag));
        park(SEND_READ);
      }
      case RECV -> {
        int sender = in.core();
        recvSender = sender;
        if (waitingSenders[sender] != -1) {
          network.send(
              message(Message.Kind.RECEIVER_READY, sender, Quirks.CONTROL_MESSAGE_BYTES, sender, core.id, waitingSenders[sender]));
          waitingSenders[sender] = -1;
        }
        park(RECV_WRITE);
      }
      default -> throw new IllegalStateException("not a transfer: " + in.opcode());
    }
  }

  /** Quirk #24: the fork releases at a count of at least the value, upstream only at equality. */
  private boolean waitSatisfied() {
    return waits == TimingFlavour.WaitSemantics.FORK
        ? events[waitRegister] >= waitValue
        : events[waitRegister] == waitValue;
  }

  private void releaseWait() {
    // Quirk #24: the fork subtracts the value, upstream resets the count.
    events[waitRegister] = waits == TimingFlavour.WaitSemantics.FORK ? events[waitRegister] - waitValue : 0;
    waitRegister = -1;
    waitValue = -1;
    end();
  }

  private void end() {
    traceEnd();
    core.request(CoreModel.TRANSFER_FINISH);
    state = START;
  }

  private void pause(int next, long delayPs) {
    state = next;
    kernel.waitFor(delayPs, this);
  }

  private void park(int next) {
    state = next;
    parked = true;
  }

  private void unpark() {
    if (parked) {
      parked = false;
      kernel.wake(this);
    }
  }

  private Message message(Message.Kind kind, int dst, int bytes, int sender, int receiver, int tag) {
    return new Message(kind, core.id, dst, bytes, sender, receiver, tag, null);
  }

  private void transport(Message.Kind kind, int size) {
    int bytes = kind == Message.Kind.GLOBAL_READ ? Quirks.LOAD_REQUEST_BYTES : size;
    int gm = config.chipConfig.coreConfig.globalMemorySwitchId;
    network.send(new Message(kind, core.id, gm, bytes, core.id, gm, size, this));
  }

  /** Called by the switch when an {@code ld}/{@code st} round trip ends. */
  void transportFinished() {
    unpark();
  }

  /**
   * Handles a message arriving for this core and {@return the delay in ps it adds to the sending
   * switch}.
   */
  long receive(Message message) {
    switch (message.kind()) {
      case SYNC -> {
        int register = message.tag();
        events[register]++;
        if (register == waitRegister && waitSatisfied()) {
          unpark();
        }
        return 0;
      }
      case RECEIVER_READY -> {
        if (message.receiver() != sendReceiver || message.tag() != sendTag) {
          throw new TimingModelException(
              "core " + core.id + ": receiver_ready from core " + message.receiver()
                  + " matches no pending send (pimsim-nn throws here)");
        }
        unpark();
        return 0;
      }
      default -> {
        int sender = message.sender();
        if (sender == recvSender) {
          if (message.kind() == Message.Kind.SENDER_READY) {
            network.send(
                message(Message.Kind.RECEIVER_READY, sender, Quirks.CONTROL_MESSAGE_BYTES, sender, core.id, message.tag()));
            return Quirks.HANDSHAKE_DELAY_PS;
          }
          unpark();
          return 0;
        }
        waitingSenders[sender] = message.tag();
        return Quirks.HANDSHAKE_DELAY_PS;
      }
    }
  }

  /** {@return whether the running transfer is a {@code send}, {@code recv} or {@code wait}} */
  boolean communicating() {
    return switch (running.inst.opcode()) {
      case SEND, RECV, WAIT -> true;
      default -> false;
    };
  }

  /** {@return what a blocked transfer waits for, for deadlock reports, or null} */
  String blocker() {
    if (!parked || running == null) {
      return null;
    }
    PimsimInstruction in = running.inst;
    return switch (in.opcode()) {
      case WAIT -> "wait on event register " + waitRegister + " for " + waitValue
          + " (count " + events[waitRegister] + ")";
      case SEND -> "send to core " + in.core() + " waiting for its recv";
      case RECV -> "recv from core " + in.core() + " waiting for its send";
      default -> in.opcode().mnemonic() + " waiting for the global memory";
    };
  }
}
