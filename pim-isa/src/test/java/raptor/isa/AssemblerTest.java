package raptor.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class AssemblerTest {
  @Test
  void disassemblyReassemblesForEveryOpcode() throws IsaFormatException {
    List<Instruction> program = SamplePrograms.everyOpcode();
    assertEquals(program, Assembler.parse(Disassembler.disassemble(program)));
  }

  @Test
  void disassemblyNamesEveryField() {
    List<Instruction> program =
        List.of(
            SamplePrograms.one("sldi rd=1 imm=4"),
            SamplePrograms.one("vmv rd=2 rs1=1 rs2=3 len=8"),
            SamplePrograms.one("mvmul rd=4 rs1=5 group=1"));
    assertEquals(
        """
        0: sldi rd=1 imm=4
        1: vmv rd=2 rs1=1 rs2=3 offset_select=0 offset_value=0 len=8
        2: mvmul rd=4 rs1=5 mbiw=0 relu=0 group=1
        """,
        Disassembler.disassemble(program));
  }

  @Test
  void skipsCommentsBlankLinesAndIndexes() throws IsaFormatException {
    assertEquals(
        List.of(SamplePrograms.one("nop"), SamplePrograms.one("sldi rd=2 imm=0x10")),
        Assembler.parse("# setup\n\n 7: nop\nsldi rd=2 imm=16 # sixteen\n"));
  }

  @Test
  void reportsLineOfFirstError() {
    assertError("nop\nfrob rd=1", "line 2: unknown Pim opcode \"frob\"");
    assertError("sldi rs1=1", "line 1: sldi has no operand rs1");
    assertError("sldi rd=x", "line 1: operand rd is not an integer: rd=x");
    assertError("sldi rd=300", "line 1: operand rd out of range 0..255");
    assertError("sync core=0 event_register=32", "line 1: event register 32 out of range 0..31");
  }

  private static void assertError(String text, String message) {
    IsaFormatException error = assertThrows(IsaFormatException.class, () -> Assembler.parse(text));
    assertEquals(message, error.getMessage());
  }
}
