package raptor.sim;

import java.util.Arrays;

/**
 * Blocking {@code send}/{@code recv} pairing: each core has one pending send and one pending
 * receive; when a send from {@code s} to {@code r} and a receive by {@code r} from {@code s} are
 * both pending, the bytes are copied and both cores advance.
 */
final class Rendezvous {
  private record Pending(int core, int peer, int address, int size) {}

  private final PimCore[] cores;
  private final Pending[] sending;
  private final Pending[] receiving;
  private final ProvenanceTracker trace;
  private long transfers;

  Rendezvous(PimCore[] cores, ProvenanceTracker trace) {
    this.cores = cores;
    this.sending = new Pending[cores.length];
    this.receiving = new Pending[cores.length];
    this.trace = trace;
  }

  /** Forgets pending transfers and the transfer count. */
  void clear() {
    Arrays.fill(sending, null);
    Arrays.fill(receiving, null);
    transfers = 0;
  }

  /** {@return the number of completed transfers} */
  long transfers() {
    return transfers;
  }

  /**
   * Registers the {@code send} at the core's pc; {@return the receiver if the transfer happened,
   * else -1}
   */
  int send(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    Pending send = pending(core, ins);
    sending[core.index] = send;
    Pending receive = receiving[send.peer];
    return receive != null && receive.peer == core.index ? transfer(send, receive, send.peer) : -1;
  }

  /**
   * Registers the {@code recv} at the core's pc; {@return the sender if the transfer happened, else
   * -1}
   */
  int receive(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    Pending receive = pending(core, ins);
    receiving[core.index] = receive;
    Pending send = sending[receive.peer];
    return send != null && send.peer == core.index ? transfer(send, receive, receive.peer) : -1;
  }

  private static Pending pending(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int size = Addressing.count(ins.g3(), "size");
    int address = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, size);
    return new Pending(core.index, ins.r2(), address, size);
  }

  private int transfer(Pending send, Pending receive, int peer) throws ExecutionFault {
    if (send.size != receive.size) {
      throw new ExecutionFault(
          "send/recv size mismatch: core "
              + send.core
              + " sends "
              + send.size
              + " bytes, core "
              + receive.core
              + " receives "
              + receive.size
              + " bytes");
    }
    PimCore sender = cores[send.core];
    PimCore receiver = cores[receive.core];
    receiver.memory.write(receive.address, sender.memory.read(send.address, send.size));
    if (trace != null) {
      trace.sendTransfer(send.core, receive.core, send.address, receive.address, send.size);
    }
    sending[send.core] = null;
    receiving[receive.core] = null;
    retire(sender);
    retire(receiver);
    transfers++;
    return peer;
  }

  private static void retire(PimCore core) {
    core.pc++;
    core.retired++;
  }
}
