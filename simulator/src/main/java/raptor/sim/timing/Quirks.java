package raptor.sim.timing;

/**
 * The pimsim-nn behaviours the model reproduces on purpose (timing-model.md section 9), each named
 * so that a reader can tell a quirk from a bug. The code cites these names where it applies them;
 * the quirks that are an algorithm rather than a value are cited by number in a comment where
 * they are applied: #2 ({@link MatrixTiming}), #8 ({@link Exec#conflictsWith}), #9 and #10
 * ({@link Decoder}), #12 and #19 ({@link CoreModel}), #15 ({@link Network}), #16 ({@link
 * FifoMemory}), #17 ({@link NocTable}), #18 ({@link PpqHeap}), #20 ({@link CoreModel}), #7 and
 * #21 ({@link TimingSimulator}), #23 ({@link UnitKind}), #24 ({@link TransferUnitModel}, switched by
 * {@link TimingFlavour}), #25 ({@link CoreModel}). Quirk #22 (pimsim-nn crashes at {@code
 * report_verbose_level} 2 and prints per-core finish times with 5 significant digits) is about its
 * console output, which the model does not print: its reports carry exact ps integers instead.
 */
final class Quirks {
  private Quirks() {}

  /** #1: before the first {@code setbw} the bit widths are 0 bits (0 bytes). */
  static final int INITIAL_BIT_WIDTH = 0;

  /** #3: a {@code mvmul} reads its input once per input bit: read size times 8. */
  static final int MATRIX_READ_REPEAT = 8;

  /** #4: {@code input_buffer_latency_cycle} is not loadable, so it is always 0. */
  static final int INPUT_BUFFER_LATENCY_CYCLE = 0;

  /** #14: handling a {@code sender_ready} (or an unmatched transfer message) adds 1 ns. */
  static final long HANDSHAKE_DELAY_PS = 1000;

  /** #13: {@code ld} carries a 1-byte request and returns its data with 0 NoC bytes. */
  static final int LOAD_REQUEST_BYTES = 1;

  /** The control messages of {@code send}/{@code recv} and {@code sync} are 1 byte. */
  static final int CONTROL_MESSAGE_BYTES = 1;

  /** #21: memory static power defaults to 1 mW ({@link TimingConfig.Memory#staticPower}). */
  static final double MEMORY_STATIC_POWER_DEFAULT_MW = 1;

  /** #11: {@code sld} loads nothing: it writes r0 = 0. */
  static final int SLD_TARGET_REGISTER = 0;

  /** The register file: 32 registers in pimsim-nn; indices up to 255 are kept apart here. */
  static final int REGISTERS = 256;

  /** Event registers of {@code sync}/{@code wait}. */
  static final int EVENT_REGISTERS = 256;
}
