package raptor.sim.timing;

import java.util.ArrayDeque;
import java.util.List;
import raptor.isa.Opcode;

/**
 * One core: the fetch/decode/dispatch registers with their single global stall, the shadow scalar
 * stage and register file, the reorder buffer, and the core's units (timing-model.md section 2).
 *
 * <p>Edge actions are requested for the next clock edge with {@link #request}; {@link EdgeClock}
 * fires them in rank order across cores. {@link #settle} runs after an edge's processes have
 * finished and makes the cycle's decisions: dispatch, scalar sampling, slot release.
 */
final class CoreModel {
  static final int MATRIX_COMMIT = 1;
  static final int UNIT_COMMIT = 1 << 1;
  static final int ADVANCE = 1 << 2;
  static final int SCALAR = 1 << 3;
  static final int VECTOR_START = 1 << 4;
  static final int VECTOR_FINISH = 1 << 5;
  static final int TRANSFER_START = 1 << 6;
  static final int TRANSFER_FINISH = 1 << 7;
  static final int GROUPS = 1 << 8;
  static final int QUEUE_SERVICE = 1 << 9;
  static final int SLOT_CAPTURE = 1 << 10;

  private static final int NONE = -1;

  final int id;
  private final List<PimsimInstruction> program;
  private final UnitKind[] units;
  private final Kernel kernel;
  private final EdgeClock clock;
  private final TimingTrace trace;
  private final Decoder decoder;
  private final boolean throughput;
  private final int robSize;
  private final long periodPs;
  /** The core's cycle accounting, or null when not asked for. */
  private final CycleAccounting.Core account;
  final FifoMemory localMemory;
  final VectorUnitModel vector;
  final TransferUnitModel transfer;
  final MatrixUnitModel matrix;

  int pendingMask;
  int firingMask;
  boolean queuedForEdge;

  private int fetchPc = NONE;
  private int decodePc = NONE;
  private Exec dispatch;
  private Exec decoded;
  /**
   * Whether {@link #decoded} is D's decode under the current registers: D, the bit widths and the
   * registers change only at edges (an advance, a scalar write), so a stalled core's later settles
   * reuse it instead of decoding again.
   */
  private boolean decodedValid;
  private long decodedVersion;
  /** Counts register writes, to tell whether a decode is stale. */
  private long registerVersion;
  private int inputBits = Quirks.INITIAL_BIT_WIDTH;
  private int outputBits = Quirks.INITIAL_BIT_WIDTH;
  private final int[] registers = new int[Quirks.REGISTERS];
  private final ArrayDeque<Exec> rob = new ArrayDeque<>();

  private final ScalarSample sample = new ScalarSample();
  private final ScalarSample lastSample = new ScalarSample();
  private final ScalarSample sampledAtEdge = new ScalarSample();
  private int lastWrittenRegister = NONE;
  private int lastWrittenValue;

  long fetches;
  long scalarExecutions;
  long registerWrites = 1;
  long rounds;
  long finishPs = NONE;

  CoreModel(int id, List<PimsimInstruction> program, UnitKind[] units, Simulation sim) {
    this.id = id;
    this.program = program;
    this.units = units;
    this.kernel = sim.kernel;
    this.clock = sim.clock;
    this.trace = sim.trace;
    this.throughput = sim.throughput;
    TimingConfig.Core config = sim.config.chipConfig.coreConfig;
    this.robSize = config.robSize;
    this.periodPs = sim.clock.periodPs();
    MatrixTiming timing = new MatrixTiming(config.matrixConfig);
    int[] groups = sim.program.arrayGroups(id);
    this.account = sim.accounting == null ? null : sim.accounting.addCore(groups.length);
    this.decoder = new Decoder(timing, groups);
    this.localMemory = new FifoMemory(kernel, config.localMemoryConfig);
    this.vector = new VectorUnitModel(this, kernel, localMemory, config);
    this.transfer =
        new TransferUnitModel(
            this, kernel, localMemory, sim.network, sim.config, sim.program.cores(),
            sim.options.flavour().waits());
    this.matrix = new MatrixUnitModel(this, kernel, localMemory, timing, groups);
    sim.network.attach(id, transfer);
  }

  boolean empty() {
    return program.isEmpty();
  }

  boolean finished() {
    return finishPs != NONE;
  }

  void trace(String tag, int pc) {
    trace.event(tag, id, pc, kernel.now, -1);
  }

  void traceGroup(String tag, int pc, int group) {
    trace.event(tag, id, pc, kernel.now, group);
  }

  /** Accounts unit row {@code row} (see {@link CycleAccounting.Core}) busy from {@code startPs} to now. */
  void accountBusy(int row, long startPs) {
    if (account != null) {
      account.busy(row, startPs, kernel.now);
    }
  }

  /** Requests edge action {@code bit} at the next clock edge. */
  void request(int bit) {
    pendingMask |= bit;
    clock.enqueue(this);
  }

  /** Requests edge action {@code bit} later in the edge being fired. */
  private void requestNow(int bit) {
    firingMask |= bit;
    clock.firingAlso(bit);
  }

  /** Moves the requests for this edge into place when the clock fires. */
  void swapEdge() {
    firingMask = pendingMask;
    pendingMask = 0;
    queuedForEdge = false;
    matrix.swapEdge();
  }

  /** Fetch presents pc 0 at time 0 (the initialization run, not an edge). */
  void initialize() {
    if (!program.isEmpty()) {
      present(0);
    } else {
      // Quirk #25: an empty stream is a built core (static power) that finishes at 0.
      finishPs = 0;
    }
  }

  private void present(int pc) {
    fetchPc = pc;
    fetches++;
    trace("FETCH", pc);
    if (throughput && pc == program.size() - 1) {
      rounds++;
    }
  }

  boolean fires(int bit) {
    return (firingMask & bit) != 0;
  }

  /** Rank 0: the ROB applies the matrix commit queue's pulse of the last edge. */
  void applyMatrixCommit() {
    commit(matrix.commitPulse);
    matrix.commitPulse = null;
  }

  /** Rank 1: the ROB applies the vector and transfer commit pulses of the last edge. */
  void applyUnitCommits() {
    if (vector.commitPulse != null) {
      commit(vector.commitPulse);
      vector.commitPulse = null;
    }
    if (transfer.commitPulse != null) {
      commit(transfer.commitPulse);
      transfer.commitPulse = null;
    }
  }

  private void commit(Exec exec) {
    trace("ROBCOMMIT", exec.pc);
    exec.done = true;
    Exec last = null;
    while (!rob.isEmpty() && rob.peekFirst().done) {
      last = rob.pollFirst();
    }
    // Quirk #19: a core finishes at the edge whose retirement batch ends with the last pc.
    if (!throughput && last != null && last.pc == program.size() - 1) {
      finishPs = kernel.now;
      trace.event("FINISH", id, -1, kernel.now, -1);
      clock.coreFinished();
    }
  }

  /** Rank 2: F, D and X advance together; X goes to the ROB and its unit. */
  void advance() {
    Exec leaving = dispatch;
    if (leaving != null) {
      rob.addLast(leaving);
      trace("ROBPUSH", leaving.pc);
      switch (leaving.unit) {
        case VECTOR -> {
          vector.pendingStart = leaving;
          requestNow(VECTOR_START);
        }
        case TRANSFER -> {
          transfer.pendingStart = leaving;
          requestNow(TRANSFER_START);
        }
        default -> {
          matrix.incoming = leaving;
          requestNow(SLOT_CAPTURE);
        }
      }
    }
    if (decodePc != NONE && units[decodePc] == UnitKind.SETBW) {
      PimsimInstruction setbw = program.get(decodePc);
      inputBits = setbw.ibiw();
      outputBits = setbw.obiw();
    }
    dispatch = decoded;
    decoded = null;
    decodedValid = false;
    decodePc = fetchPc;
    int next = nextPc(fetchPc);
    fetchPc = NONE;
    if (next != NONE) {
      present(next);
    }
  }

  private int nextPc(int pc) {
    if (pc == NONE) {
      return NONE;
    }
    if (pc + 1 < program.size()) {
      return pc + 1;
    }
    // Quirk #20: a 1-instruction stream never re-presents pc 0, so it runs once.
    return throughput && program.size() > 1 ? 0 : NONE;
  }

  /** Rank 3: the scalar stage executes what it sampled, if the sample changed. */
  void executeScalar() {
    if (sampledAtEdge.sameAs(lastSample)) {
      return;
    }
    lastSample.copy(sampledAtEdge);
    if (!sampledAtEdge.valid()) {
      return;
    }
    trace("SCALAR", sampledAtEdge.pc);
    scalarExecutions++;
    ScalarSample s = sampledAtEdge;
    int rd = s.rd;
    int value =
        switch (s.op) {
          case SLDI -> s.imm;
          case SADD -> s.rs1 + s.rs2;
          case SSUB -> s.rs1 - s.rs2;
          case SMUL -> s.rs1 * s.rs2;
          case SADDI -> s.rs1 + s.imm;
          case SMULI -> s.rs1 * s.imm;
          default -> {
            rd = Quirks.SLD_TARGET_REGISTER;
            yield 0;
          }
        };
    registers[rd] = value;
    registerVersion++;
    if (rd != lastWrittenRegister || value != lastWrittenValue) {
      registerWrites++;
      lastWrittenRegister = rd;
      lastWrittenValue = value;
    }
  }

  /** Rank 4: unit FSM starts and finishes: vector, transfer, then each array group. */
  void fireUnits() {
    if (fires(VECTOR_START)) {
      vector.start(kernel);
    }
    if (fires(VECTOR_FINISH)) {
      vector.finish();
    }
    if (fires(TRANSFER_START)) {
      transfer.start(kernel);
    }
    if (fires(TRANSFER_FINISH)) {
      transfer.finish();
    }
    if (fires(GROUPS)) {
      matrix.fireGroups();
    }
    if (fires(QUEUE_SERVICE)) {
      matrix.serveQueue();
    }
  }

  /**
   * The end of a cycle in which this core had edge actions: decode D, decide whether the front end
   * advances at the next edge, and sample the scalar stage's input.
   */
  void settle() {
    sample.invalidate();
    if (decodePc != NONE) {
      PimsimInstruction in = program.get(decodePc);
      UnitKind unit = units[decodePc];
      if (unit == UnitKind.SCALAR) {
        sample.set(decodePc, in, registers);
      } else if (unit != UnitKind.SETBW && (!decodedValid || decodedVersion != registerVersion)) {
        decoded = decoder.decode(decodePc, in, unit, registers, inputBits, outputBits);
        decodedValid = true;
        decodedVersion = registerVersion;
      }
    }
    if (!sample.sameAs(lastSample)) {
      sampledAtEdge.copy(sample);
      request(SCALAR);
    }
    if (fetchPc != NONE || decodePc != NONE || dispatch != null) {
      // Quirk #12: a bubble needs a free ROB slot too; a full ROB freezes the whole front end.
      boolean go =
          rob.size() < robSize && (dispatch == null || (!conflicts(dispatch) && unitReady(dispatch)));
      if (account != null) {
        account.frontEnd(go ? null : stallCause(), kernel.now + periodPs);
      }
      if (go) {
        request(ADVANCE);
        if (dispatch != null) {
          trace("DISPATCH", dispatch.pc);
        }
      }
    }
    if (matrix.slot != null && matrix.slotFree()) {
      request(SLOT_CAPTURE);
    }
  }

  /** {@return why the front end holds; only asked when it does} */
  private CycleAccounting.Stall stallCause() {
    if (rob.size() >= robSize) {
      return CycleAccounting.Stall.ROB_FULL;
    }
    if (conflicts(dispatch)) {
      return CycleAccounting.Stall.CONFLICT;
    }
    return switch (dispatch.unit) {
      case VECTOR -> CycleAccounting.Stall.VECTOR_BUSY;
      case TRANSFER -> transfer.parked && transfer.communicating()
          ? CycleAccounting.Stall.TRANSFER_BLOCKED
          : CycleAccounting.Stall.TRANSFER_BUSY;
      default -> CycleAccounting.Stall.MATRIX_BUSY;
    };
  }

  private boolean conflicts(Exec exec) {
    for (Exec older : rob) {
      if (!older.done && exec.conflictsWith(older)) {
        return true;
      }
    }
    return false;
  }

  private boolean unitReady(Exec exec) {
    return switch (exec.unit) {
      case VECTOR -> vector.ready;
      case TRANSFER -> transfer.ready;
      default -> matrix.slotFree();
    };
  }

  /** {@return what keeps this unfinished core from finishing, for deadlock reports} */
  String blocker() {
    String transferBlocker = transfer.blocker();
    if (transferBlocker != null) {
      return transferBlocker;
    }
    if (dispatch != null) {
      return "pc " + dispatch.pc + " (" + dispatch.inst.opcode().mnemonic() + ") not dispatched";
    }
    if (decodePc == NONE && fetchPc == NONE && rob.isEmpty()) {
      return "its stream ends with " + program.get(program.size() - 1).opcode().mnemonic()
          + ", which never retires through the ROB";
    }
    return "pc " + (rob.isEmpty() ? decodePc : rob.peekFirst().pc) + " in flight";
  }

  /** The scalar stage's input: (pc, op, rd, rs1 value, rs2 value, imm) or invalid. */
  private static final class ScalarSample {
    int pc = NONE;
    Opcode op;
    int rd;
    int rs1;
    int rs2;
    int imm;

    boolean valid() {
      return pc != NONE;
    }

    void invalidate() {
      pc = NONE;
      op = null;
      rd = 0;
      rs1 = 0;
      rs2 = 0;
      imm = 0;
    }

    void set(int pc, PimsimInstruction in, int[] registers) {
      this.pc = pc;
      this.op = in.opcode();
      this.rd = in.rd();
      // sld reads its source as a 64-bit pair, which leaves the 32-bit value at 0.
      this.rs1 = op == Opcode.SLD ? 0 : registers[in.rs1()];
      this.rs2 = registers[in.rs2()];
      this.imm = in.imm();
    }

    void copy(ScalarSample other) {
      pc = other.pc;
      op = other.op;
      rd = other.rd;
      rs1 = other.rs1;
      rs2 = other.rs2;
      imm = other.imm;
    }

    boolean sameAs(ScalarSample other) {
      return pc == other.pc
          && op == other.op
          && rd == other.rd
          && rs1 == other.rs1
          && rs2 == other.rs2
          && imm == other.imm;
    }
  }
}
