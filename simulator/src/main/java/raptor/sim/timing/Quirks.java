package raptor.sim.timing;

/**
 * The pimsim-nn behaviours the model reproduces on purpose (timing-model.md section 9), each named
 * so that a reader can tell a quirk from a bug. The code cites these names where it applies them.
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

  /** #17: a NoC pair missing from the table (self pairs included) costs 0 ns and 0 pJ. */
  static final boolean MISSING_NOC_PAIR_IS_FREE = true;

  /** #18: equal-time heap items come out in {@code sc_ppq} order ({@link PpqHeap}). */
  static final boolean HEAP_TIE_ORDER = true;

  /** #21: memory static power defaults to 1 mW ({@link TimingConfig.Memory#staticPower}). */
  static final double MEMORY_STATIC_POWER_DEFAULT_MW = 1;

  /** #11: {@code sld} loads nothing: it writes r0 = 0. */
  static final int SLD_TARGET_REGISTER = 0;

  /** The register file: 32 registers in pimsim-nn; indices up to 255 are kept apart here. */
  static final int REGISTERS = 256;

  /** Event registers of {@code sync}/{@code wait}. */
  static final int EVENT_REGISTERS = 256;
}
