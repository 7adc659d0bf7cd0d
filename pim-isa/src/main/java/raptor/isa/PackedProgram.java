package raptor.isa;

import java.io.IOException;
import java.io.OutputStream;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable per-core program held as its {@link PimBinary} records, 20 bytes an instruction
 * instead of an object each; {@link #get} decodes one. It is a {@code List<Instruction>} equal to
 * any list of the same instructions, and {@link PimBinary#write} writes its records as they are.
 *
 * <pre>{@code
 * PackedProgram.Builder program = new PackedProgram.Builder();
 * program.add(Instruction.builder(Opcode.SLDI).set(Field.RD, 0).set(Field.IMM, 64).build());
 * PackedProgram packed = program.build();
 * }</pre>
 */
public final class PackedProgram extends AbstractList<Instruction> implements RandomAccess {
  /** The records of a full chunk: 64,000 bytes, so that no chunk is ever copied to grow. */
  static final int CHUNK_RECORDS = 3200;

  private static final int CHUNK_BYTES = CHUNK_RECORDS * PimBinary.RECORD_SIZE;
  private static final PackedProgram EMPTY = new PackedProgram(new byte[0][], 0);

  /** The records in order: every chunk full but the last, which holds exactly the rest. */
  private final byte[][] chunks;
  private final int size;

  private PackedProgram(byte[][] chunks, int size) {
    this.chunks = chunks;
    this.size = size;
  }

  /** {@return {@code program} packed; a packed program is returned as it is} */
  public static PackedProgram of(List<Instruction> program) {
    if (program instanceof PackedProgram packed) {
      return packed;
    }
    Builder builder = new Builder();
    for (Instruction instruction : program) {
      builder.add(Objects.requireNonNull(instruction, "instruction"));
    }
    return builder.build();
  }

  @Override
  public Instruction get(int index) {
    Objects.checkIndex(index, size);
    return PimBinary.readRecord(
        chunks[index / CHUNK_RECORDS], index % CHUNK_RECORDS * PimBinary.RECORD_SIZE);
  }

  @Override
  public int size() {
    return size;
  }

  /** Copies the records into {@code image} from {@code offset} on. */
  void copyRecords(byte[] image, int offset) {
    int at = offset;
    for (byte[] chunk : chunks) {
      System.arraycopy(chunk, 0, image, at, chunk.length);
      at += chunk.length;
    }
  }

  /** Writes the records, {@link PimBinary#RECORD_SIZE} bytes each, to {@code out}. */
  void writeRecords(OutputStream out) throws IOException {
    for (byte[] chunk : chunks) {
      out.write(chunk);
    }
  }

  /**
   * Appends instructions to a program, into fixed-size chunks that are filled and never copied;
   * {@link #build} may be called more than once.
   */
  public static final class Builder {
    private final List<byte[]> chunks = new ArrayList<>();
    private int size;

    /** Creates an empty builder. */
    public Builder() {}

    /** Appends {@code instruction}. */
    public Builder add(Instruction instruction) {
      int at = size % CHUNK_RECORDS;
      if (at == 0) {
        chunks.add(new byte[CHUNK_BYTES]);
      }
      PimBinary.putRecord(chunks.get(chunks.size() - 1), at * PimBinary.RECORD_SIZE, instruction);
      size++;
      return this;
    }

    /** {@return the number of instructions added} */
    public int size() {
      return size;
    }

    /**
     * {@return the program of the instructions added so far} It shares the full chunks, which
     * later additions do not change, and gets a trimmed copy of the last.
     */
    public PackedProgram build() {
      if (size == 0) {
        return EMPTY;
      }
      byte[][] built = chunks.toArray(new byte[0][]);
      int last = built.length - 1;
      int lastBytes = (size - last * CHUNK_RECORDS) * PimBinary.RECORD_SIZE;
      built[last] = Arrays.copyOf(built[last], lastBytes);
      return new PackedProgram(built, size);
    }
  }
}
