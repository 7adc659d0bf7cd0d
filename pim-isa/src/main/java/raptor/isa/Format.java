package raptor.isa;

import java.util.List;

/** The operand layout of an instruction: which named fields it uses, in canonical order. */
public enum Format {
  NONE(),
  RD_IMM(Field.RD, Field.IMM),
  RD_RS1_IMM(Field.RD, Field.RS1, Field.IMM),
  RD_RS1_RS2(Field.RD, Field.RS1, Field.RS2),
  SETBW(Field.IBIW, Field.OBIW),
  MVMUL(Field.RD, Field.RS1, Field.MBIW, Field.RELU, Field.GROUP),
  VECTOR_BINARY(Field.RD, Field.RS1, Field.RS2, Field.OFFSET_SELECT, Field.OFFSET_VALUE, Field.LEN),
  VECTOR_UNARY(Field.RD, Field.RS1, Field.OFFSET_SELECT, Field.OFFSET_VALUE, Field.LEN),
  HOST_TRANSFER(Field.RD, Field.RS1, Field.OFFSET_SELECT, Field.OFFSET_VALUE, Field.SIZE),
  LOCAL_IMMEDIATE(Field.RD, Field.IMM, Field.OFFSET_SELECT, Field.OFFSET_VALUE, Field.LEN),
  CORE_TRANSFER(Field.RD, Field.CORE, Field.OFFSET_SELECT, Field.OFFSET_VALUE, Field.SIZE),
  WAIT(Field.EVENT_REGISTER, Field.WAIT_VALUE),
  SYNC(Field.CORE, Field.EVENT_REGISTER);

  private final List<Field> fields;
  /**
   * Bit {@code f.ordinal()} for each field {@code f} of the layout: {@link #has} is asked for
   * every operand of every instruction a network compiles to, and a set lookup was a chain of
   * calls without the optimizing JIT.
   */
  private final long members;

  Format(Field... fields) {
    this.fields = List.of(fields);
    long bits = 0;
    for (Field field : fields) {
      bits |= 1L << field.ordinal();
    }
    this.members = bits;
  }

  /** {@return the fields of this layout in canonical (JSON and text) order} */
  public List<Field> fields() {
    return fields;
  }

  /** {@return whether {@code field} belongs to this layout} */
  public boolean has(Field field) {
    return (members >>> field.ordinal() & 1) != 0;
  }
}
