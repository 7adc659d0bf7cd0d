package raptor.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class OpcodeTest {
  @Test
  void tableHasThirtyThreeOpcodesWithRaptorNumbering() {
    assertEquals(Opcode.COUNT, Opcode.values().length);
    assertEquals(0, Opcode.NOP.code());
    assertEquals(8, Opcode.SETBW.code());
    assertEquals(9, Opcode.MVMUL.code());
    assertEquals(20, Opcode.VSIGM.code());
    assertEquals(21, Opcode.VSOFTMAX.code());
    assertEquals(22, Opcode.VMV.code());
    assertEquals(25, Opcode.LD.code());
    assertEquals(29, Opcode.SEND.code());
    assertEquals(31, Opcode.WAIT.code());
    assertEquals(32, Opcode.SYNC.code());
  }

  @Test
  void lookupByCodeAndMnemonic() {
    for (Opcode opcode : Opcode.values()) {
      assertSame(opcode, Opcode.fromCode(opcode.code()));
      assertSame(opcode, Opcode.fromMnemonic(opcode.mnemonic()));
    }
    assertNull(Opcode.fromCode(33));
    assertNull(Opcode.fromCode(-1));
    assertNull(Opcode.fromMnemonic("vadd"));
  }

  @Test
  void jsonRowsOfTheCompilerTable() {
    assertEquals("rd rs1 offset_select offset_value len", keys(Opcode.LMV));
    assertEquals("rd core offset_select offset_value size", keys(Opcode.SEND));
    assertEquals("rd core offset_select offset_value size", keys(Opcode.RECV));
    assertEquals("event_register wait_value", keys(Opcode.WAIT));
    assertEquals("core event_register", keys(Opcode.SYNC));
    assertEquals("rd rs1 mbiw relu group", keys(Opcode.MVMUL));
  }

  private static String keys(Opcode opcode) {
    StringBuilder out = new StringBuilder();
    for (Field field : opcode.format().fields()) {
      out.append(out.length() == 0 ? "" : " ").append(field.key());
    }
    return out.toString();
  }
}
