package raptor.isa;

/**
 * A named operand of an instruction: its JSON key and the binary record slot that stores it.
 *
 * <p>Several names share a slot ({@code rs2}, {@code imm}, {@code core} and {@code mbiw} all live
 * in {@code r2OrImm}); the instruction's {@link Format} says which name applies.
 */
public enum Field {
  RD("rd", RecordSlot.RD),
  RS1("rs1", RecordSlot.RS1),
  RS2("rs2", RecordSlot.R2),
  IMM("imm", RecordSlot.R2),
  CORE("core", RecordSlot.R2),
  MBIW("mbiw", RecordSlot.R2),
  IBIW("ibiw", RecordSlot.G1),
  OBIW("obiw", RecordSlot.G2),
  RELU("relu", RecordSlot.G1),
  GROUP("group", RecordSlot.G2),
  OFFSET_SELECT("offset_select", RecordSlot.G1),
  OFFSET_VALUE("offset_value", RecordSlot.G2),
  LEN("len", RecordSlot.G3),
  SIZE("size", RecordSlot.G3),
  EVENT_REGISTER("event_register", RecordSlot.G1),
  WAIT_VALUE("wait_value", RecordSlot.G2);

  private final String key;
  private final RecordSlot slot;

  Field(String key, RecordSlot slot) {
    this.key = key;
    this.slot = slot;
  }

  /** {@return the JSON key, also used as the operand name in text} */
  public String key() {
    return key;
  }

  /** {@return the record slot that stores this operand} */
  public RecordSlot slot() {
    return slot;
  }

  /** {@return whether the value is a register index, stored in one unsigned byte} */
  public boolean isByte() {
    return slot == RecordSlot.RD || slot == RecordSlot.RS1;
  }

  /** {@return whether this field is part of the nested JSON {@code offset} object} */
  public boolean isOffset() {
    return this == OFFSET_SELECT || this == OFFSET_VALUE;
  }
}
