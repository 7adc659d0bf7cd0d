package raptor.isa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A {@link PackedProgram} holds exactly the instructions added, in their binary records. */
class PackedProgramTest {
  @Test
  void everyOpcodeAndFieldIsKept() {
    List<Instruction> program = SamplePrograms.everyOpcode();
    PackedProgram packed = PackedProgram.of(program);
    assertEquals(program, packed);
    assertEquals(program.hashCode(), packed.hashCode());
    assertSame(packed, PackedProgram.of(packed));
  }

  @Test
  void theBuilderGrowsAndBuildsWhatWasAddedSoFar() {
    PackedProgram.Builder builder = new PackedProgram.Builder();
    List<Instruction> added = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      Instruction sldi = Instruction.builder(Opcode.SLDI).set(Field.RD, i % 32)
          .set(Field.IMM, i * 7 - 3000).build();
      builder.add(sldi);
      added.add(sldi);
      if (i == 9) {
        assertEquals(added, builder.build());
      }
    }
    assertEquals(1000, builder.size());
    assertEquals(added, builder.build());
    assertEquals(List.of(), new PackedProgram.Builder().build());
  }

  @Test
  void writingAPackedProgramGivesItsEncoding() throws IOException {
    List<Instruction> program = SamplePrograms.everyOpcode();
    ByteArrayOutputStream packed = new ByteArrayOutputStream();
    PimBinary.write(PackedProgram.of(program), packed);
    ByteArrayOutputStream plain = new ByteArrayOutputStream();
    PimBinary.write(program, plain);
    assertArrayEquals(PimBinary.encode(program), packed.toByteArray());
    assertArrayEquals(PimBinary.encode(program), plain.toByteArray());
    assertArrayEquals(PimBinary.encode(program), PimBinary.encode(PackedProgram.of(program)));
  }

  @Test
  void itIsReadOnlyAndChecksIndexes() {
    PackedProgram packed = PackedProgram.of(SamplePrograms.everyOpcode());
    assertThrows(IndexOutOfBoundsException.class, () -> packed.get(packed.size()));
    assertThrows(UnsupportedOperationException.class, () -> packed.set(0, packed.get(1)));
    assertThrows(NullPointerException.class,
        () -> PackedProgram.of(Arrays.asList(packed.get(0), null)));
  }
}
