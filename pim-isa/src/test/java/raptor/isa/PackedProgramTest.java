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
  void theBuilderFillsChunksAndBuildsWhatWasAddedSoFar() throws IOException {
    PackedProgram.Builder builder = new PackedProgram.Builder();
    List<Instruction> added = new ArrayList<>();
    int count = 2 * PackedProgram.CHUNK_RECORDS + 7;
    List<PackedProgram> early = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Instruction sldi = Instruction.builder(Opcode.SLDI).set(Field.RD, i % 32)
          .set(Field.IMM, i * 7 - 3000).build();
      builder.add(sldi);
      added.add(sldi);
      if (i == 9 || i == PackedProgram.CHUNK_RECORDS - 1) {
        early.add(builder.build());
      }
    }
    assertEquals(count, builder.size());
    PackedProgram all = builder.build();
    assertEquals(added, all);
    assertEquals(added.subList(0, 10), early.get(0));
    assertEquals(added.subList(0, PackedProgram.CHUNK_RECORDS), early.get(1));
    ByteArrayOutputStream written = new ByteArrayOutputStream();
    PimBinary.write(all, written);
    assertArrayEquals(PimBinary.encode(added), written.toByteArray());
    assertArrayEquals(PimBinary.encode(added), PimBinary.encode(all));
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
