package raptor.isa;

/** A field of the 20-byte binary instruction record that holds an operand value. */
public enum RecordSlot {
  /** Byte 1: destination register. */
  RD,
  /** Byte 2: first source register. */
  RS1,
  /** Bytes 4-7: second source register or an immediate. */
  R2,
  /** Bytes 8-11: generic field 1. */
  G1,
  /** Bytes 12-15: generic field 2. */
  G2,
  /** Bytes 16-19: generic field 3. */
  G3
}
