package raptor.isa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class PimBinaryTest {
  @Test
  void everyOpcodeRoundTrips() throws IsaFormatException {
    List<Instruction> program = SamplePrograms.everyOpcode();
    assertEquals(program, PimBinary.decode(PimBinary.encode(program)));
  }

  @Test
  void headerAndRecordLayoutIsLittleEndian() {
    Instruction send =
        SamplePrograms.one("send rd=3 core=7 offset_select=1 offset_value=-2 size=16");
    byte[] bytes = PimBinary.encode(List.of(send));
    assertEquals(32, bytes.length);
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    assertArrayEquals(new byte[] {'P', 'I', 'M', 'B'}, Arrays.copyOf(bytes, 4));
    assertEquals(1, in.getInt(4));
    assertEquals(1, in.getInt(8));
    assertEquals(29, in.get(12));
    assertEquals(3, in.get(13));
    assertEquals(0, in.get(14));
    assertEquals(0, in.get(15));
    assertEquals(7, in.getInt(16));
    assertEquals(1, in.getInt(20));
    assertEquals(-2, in.getInt(24));
    assertEquals(16, in.getInt(28));
  }

  @Test
  void recordSlotsPerClass() {
    assertRecord("sldi rd=5 imm=-9", 1, 5, 0, -9, 0, 0, 0);
    assertRecord("setbw ibiw=8 obiw=16", 8, 0, 0, 0, 8, 16, 0);
    assertRecord("mvmul rd=1 rs1=2 mbiw=8 relu=1 group=3", 9, 1, 2, 8, 1, 3, 0);
    assertRecord(
        "vvadd rd=1 rs1=2 rs2=3 offset_select=4 offset_value=8 len=16", 10, 1, 2, 3, 4, 8, 16);
    assertRecord("ld rd=1 rs1=2 offset_select=2 offset_value=4 size=64", 25, 1, 2, 0, 2, 4, 64);
    assertRecord("wait event_register=31 wait_value=2", 31, 0, 0, 0, 31, 2, 0);
    assertRecord("sync core=4 event_register=30", 32, 0, 0, 4, 30, 0, 0);
  }

  private static void assertRecord(String text, int... expected) {
    ByteBuffer in =
        ByteBuffer.wrap(PimBinary.encode(List.of(SamplePrograms.one(text))))
            .order(ByteOrder.LITTLE_ENDIAN);
    int[] actual = {
      in.get(12), in.get(13), in.get(14), in.getInt(16), in.getInt(20), in.getInt(24), in.getInt(28)
    };
    assertArrayEquals(expected, actual, text);
  }

  @Test
  void flagsByteIsIgnored() throws IsaFormatException {
    byte[] bytes = PimBinary.encode(List.of(SamplePrograms.one("sldi rd=1 imm=2")));
    bytes[15] = (byte) 0xff;
    assertEquals(SamplePrograms.one("sldi rd=1 imm=2"), PimBinary.decode(bytes).get(0));
  }

  @Test
  void rejectsTooSmallFile() {
    assertRejected(
        new byte[] {'P', 'I', 'M'},
        "binary core file too small: 3 bytes (the header alone has 12)");
  }

  @Test
  void rejectsBadMagic() {
    byte[] bytes = PimBinary.encode(List.of());
    bytes[3] = 'X';
    assertRejected(bytes, "invalid Pim binary magic \"PIMX\" (expected \"PIMB\")");
    bytes[0] = (byte) 0x89;
    assertRejected(bytes, "invalid Pim binary magic \"\\x89IMX\" (expected \"PIMB\")");
  }

  @Test
  void rejectsBadVersion() {
    byte[] bytes = PimBinary.encode(List.of());
    bytes[4] = 2;
    assertRejected(bytes, "unsupported Pim binary version 2 (expected 1)");
  }

  @Test
  void rejectsSizeMismatch() {
    byte[] bytes = PimBinary.encode(List.of(SamplePrograms.one("nop")));
    byte[] truncated = Arrays.copyOf(bytes, bytes.length - 1);
    assertRejected(
        truncated,
        "Pim binary size mismatch: expected 32 bytes for 1 record, got 31"
            + " (truncated in record 0: 19 of 20 bytes)");
    byte[] longer = Arrays.copyOf(bytes, bytes.length + 20);
    assertRejected(
        longer,
        "Pim binary size mismatch: expected 32 bytes for 1 record, got 52"
            + " (20 bytes after the last record)");
  }

  @Test
  void rejectsUnknownOpcode() {
    byte[] bytes = PimBinary.encode(List.of(SamplePrograms.one("nop")));
    bytes[12] = 33;
    assertRejected(bytes, "record 0: unsupported Pim binary opcode 33 (opcodes are 0..32)");
    bytes[12] = (byte) 200;
    assertRejected(bytes, "record 0: unsupported Pim binary opcode 200 (opcodes are 0..32)");
  }

  @Test
  void rejectsEventRegisterOutOfRange() {
    byte[] bytes =
        PimBinary.encode(List.of(SamplePrograms.one("wait event_register=1 wait_value=1")));
    bytes[20] = 32;
    assertRejected(bytes, "record 0 (wait): event register 32 out of range 0..31");
  }

  private static void assertRejected(byte[] bytes, String message) {
    IsaFormatException error =
        assertThrows(IsaFormatException.class, () -> PimBinary.decode(bytes));
    assertEquals(message, error.getMessage());
  }
}
