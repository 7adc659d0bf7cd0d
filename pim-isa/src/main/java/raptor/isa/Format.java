package raptor.isa;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

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
  private final Set<Field> members;

  Format(Field... fields) {
    this.fields = List.of(fields);
    this.members = EnumSet.noneOf(Field.class);
    members.addAll(Arrays.asList(fields));
  }

  /** {@return the fields of this layout in canonical (JSON and text) order} */
  public List<Field> fields() {
    return fields;
  }

  /** {@return whether {@code field} belongs to this layout} */
  public boolean has(Field field) {
    return members.contains(field);
  }
}
