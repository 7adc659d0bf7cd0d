package raptor.isa;

import java.io.IOException;
import java.io.OutputStream;
import java.util.AbstractList;
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
  private static final PackedProgram EMPTY = new PackedProgram(new byte[0], 0);

  private final byte[] records;
  private final int size;

  private PackedProgram(byte[] records, int size) {
    this.records = records;
    this.size = size;
  }

  /** {@return {@code program} packed; a packed program is returned as it is} */
  public static PackedProgram of(List<Instruction> program) {
    if (program instanceof PackedProgram packed) {
      return packed;
    }
    Builder builder = new Builder(program.size());
    for (Instruction instruction : program) {
      builder.add(Objects.requireNonNull(instruction, "instruction"));
    }
    return builder.build();
  }

  @Override
  public Instruction get(int index) {
    Objects.checkIndex(index, size);
    return PimBinary.readRecord(records, index * PimBinary.RECORD_SIZE);
  }

  @Override
  public int size() {
    return size;
  }

  /** Copies the records into {@code image} from {@code offset} on. */
  void copyRecords(byte[] image, int offset) {
    System.arraycopy(records, 0, image, offset, size * PimBinary.RECORD_SIZE);
  }

  /** Writes the records, {@link PimBinary#RECORD_SIZE} bytes each, to {@code out}. */
  void writeRecords(OutputStream out) throws IOException {
    out.write(records, 0, size * PimBinary.RECORD_SIZE);
  }

  /** Appends instructions to a program; {@link #build} may be called more than once. */
  public static final class Builder {
    private static final int MIN_CAPACITY = 16;

    private byte[] records;
    private int size;

    /** Creates an empty builder. */
    public Builder() {
      this(MIN_CAPACITY);
    }

    private Builder(int capacity) {
      records = new byte[Math.max(capacity, MIN_CAPACITY) * PimBinary.RECORD_SIZE];
    }

    /**
     * Appends {@code instruction}.
     *
     * @throws IllegalStateException past {@link Integer#MAX_VALUE} bytes of records
     */
    public Builder add(Instruction instruction) {
      int offset = size * PimBinary.RECORD_SIZE;
      if (offset == records.length) {
        grow();
      }
      PimBinary.putRecord(records, offset, instruction);
      size++;
      return this;
    }

    /** {@return the number of instructions added} */
    public int size() {
      return size;
    }

    /** {@return the program of the instructions added so far} */
    public PackedProgram build() {
      return size == 0
          ? EMPTY
          : new PackedProgram(Arrays.copyOf(records, size * PimBinary.RECORD_SIZE), size);
    }

    private void grow() {
      long wanted = (long) records.length * 2;
      long limit = (long) Integer.MAX_VALUE / PimBinary.RECORD_SIZE * PimBinary.RECORD_SIZE;
      if (records.length == limit) {
        throw new IllegalStateException("a packed program holds at most "
            + limit / PimBinary.RECORD_SIZE + " instructions");
      }
      records = Arrays.copyOf(records, (int) Math.min(wanted, limit));
    }
  }
}
