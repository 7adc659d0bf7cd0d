package raptor.isa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PimJsonTest {
  @Test
  void binaryToJsonToBinaryIsIdentityForEveryOpcode() throws IsaFormatException {
    byte[] binary = PimBinary.encode(SamplePrograms.everyOpcode());
    String json = PimJson.write(PimBinary.decode(binary));
    assertArrayEquals(binary, PimBinary.encode(PimJson.read(json)));
  }

  @Test
  void writesOffsetAsNestedObject() {
    Instruction vvadd =
        SamplePrograms.one("vvadd rd=1 rs1=2 rs2=3 offset_select=2 offset_value=8 len=4");
    assertEquals(
        "{\"op\":\"vvadd\",\"rd\":1,\"rs1\":2,\"rs2\":3,"
            + "\"offset\":{\"offset_select\":2,\"offset_value\":8},\"len\":4}",
        PimJson.toJson(vvadd).toString());
  }

  @Test
  void readsReferenceExampleAndDefaults() throws IsaFormatException {
    assertEquals(
        List.of(SamplePrograms.one("sldi rd=0 imm=3")),
        PimJson.read("[{\"imm\":3,\"op\":\"sldi\",\"rd\":0}]"));
    assertEquals(
        List.of(SamplePrograms.one("ld rd=2 size=8")),
        PimJson.read("[{\"op\":\"ld\",\"rd\":2,\"size\":8}]"));
  }

  /** Issue 11: a misspelt operand key used to run silently as 0 ({@code wait 0 0}). */
  @Test
  void rejectsKeysTheOpcodeDoesNotTake() {
    assertRejected(
        "[{\"op\":\"sldi\",\"rd\":0,\"imm\":1},{\"op\":\"wait\",\"event\":0,\"value\":1}]",
        "instruction 1: wait: unknown key 'event' (the keys are op, operation, event_register,"
            + " wait_value)");
    assertRejected(
        "[{\"op\":\"ld\",\"rd\":2,\"size\":8,\"unknown\":true}]",
        "instruction 0: ld: unknown key 'unknown'");
  }

  @Test
  void acceptsOperationAlias() throws IsaFormatException {
    assertEquals(
        List.of(SamplePrograms.one("sync core=2 event_register=5")),
        PimJson.read("[{\"operation\":\"sync\",\"core\":2,\"event_register\":5}]"));
  }

  @Test
  void rejectsMalformedPrograms() {
    assertRejected("{}", "JSON instruction file must contain an array");
    assertRejected(
        "[1",
        "invalid JSON at line 1, column 3: Unexpected end-of-input: expected close marker for"
            + " Array");
    assertRejected("[{\"rd\":1}]", "instruction 0: Missing op field in Pim instruction");
    assertRejected("[{\"op\":\"frob\"}]", "instruction 0: unknown Pim opcode \"frob\"");
    assertRejected(
        "[{\"op\":\"sldi\",\"rd\":256}]",
        "instruction 0: sldi: field rd must be an integer in 0..255, got 256");
    assertRejected(
        "[{\"op\":\"sldi\",\"imm\":1.5}]",
        "instruction 0: sldi: field imm must be an integer in -2147483648..2147483647, got 1.5");
    assertRejected(
        "[{\"op\":\"wait\",\"event_register\":40,\"wait_value\":1}]",
        "instruction 0: wait: event register 40 out of range 0..31");
    assertRejected(
        "[{\"op\":\"wait\",\"event_register\":1,\"wait_value\":-1}]",
        "instruction 0: wait: negative wait value -1");
  }

  private static void assertRejected(String json, String messagePrefix) {
    IsaFormatException error = assertThrows(IsaFormatException.class, () -> PimJson.read(json));
    assertEquals(
        messagePrefix,
        error
            .getMessage()
            .substring(0, Math.min(messagePrefix.length(), error.getMessage().length())),
        error.getMessage());
  }
}
