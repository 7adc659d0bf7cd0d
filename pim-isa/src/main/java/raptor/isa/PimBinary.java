package raptor.isa;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The binary {@code .pim} program format: a 12-byte header ({@code PIMB}, version, count) followed
 * by one 20-byte little-endian record per instruction.
 */
public final class PimBinary {
  /** The four magic bytes at offset 0. */
  public static final byte[] MAGIC = {'P', 'I', 'M', 'B'};

  /** The only supported format version. */
  public static final int VERSION = 1;

  /** Bytes before the first record. */
  public static final int HEADER_SIZE = 12;

  /** Bytes per instruction record. */
  public static final int RECORD_SIZE = 20;

  /** Reads and writes the little-endian ints of headers and records. */
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private PimBinary() {}

  /** {@return the file image of {@code program}} */
  public static byte[] encode(List<Instruction> program) {
    byte[] image = new byte[HEADER_SIZE + program.size() * RECORD_SIZE];
    putHeader(image, program.size());
    if (program instanceof PackedProgram packed) {
      packed.copyRecords(image, HEADER_SIZE);
    } else {
      int offset = HEADER_SIZE;
      for (Instruction instruction : program) {
        putRecord(image, offset, instruction);
        offset += RECORD_SIZE;
      }
    }
    return image;
  }

  /**
   * Writes the file image of {@code program} to {@code out}; the records of a {@link
   * PackedProgram} are written from where it holds them, without an image in between.
   */
  public static void write(List<Instruction> program, OutputStream out) throws IOException {
    if (!(program instanceof PackedProgram packed)) {
      out.write(encode(program));
      return;
    }
    byte[] header = new byte[HEADER_SIZE];
    putHeader(header, packed.size());
    out.write(header);
    packed.writeRecords(out);
  }

  private static void putHeader(byte[] image, int count) {
    System.arraycopy(MAGIC, 0, image, 0, MAGIC.length);
    INT.set(image, 4, VERSION);
    INT.set(image, 8, count);
  }

  /** Stores the record of {@code instruction} at {@code offset} of {@code records}. */
  static void putRecord(byte[] records, int offset, Instruction instruction) {
    records[offset] = (byte) instruction.opcode().code();
    records[offset + 1] = (byte) instruction.rd();
    records[offset + 2] = (byte) instruction.rs1();
    records[offset + 3] = 0;
    INT.set(records, offset + 4, instruction.r2OrImm());
    INT.set(records, offset + 8, instruction.generic1());
    INT.set(records, offset + 12, instruction.generic2());
    INT.set(records, offset + 16, instruction.generic3());
  }

  /**
   * {@return the instruction of the record at {@code offset} of {@code records}, whose opcode is
   * known}
   */
  static Instruction readRecord(byte[] records, int offset) {
    return new Instruction(
        Opcode.fromCode(Byte.toUnsignedInt(records[offset])),
        Byte.toUnsignedInt(records[offset + 1]),
        Byte.toUnsignedInt(records[offset + 2]),
        (int) INT.get(records, offset + 4),
        (int) INT.get(records, offset + 8),
        (int) INT.get(records, offset + 12),
        (int) INT.get(records, offset + 16));
  }

  /**
   * Decodes a file image. The flags byte is ignored.
   *
   * @throws IsaFormatException for a short file, a bad magic or version, a length that disagrees
   *     with the count, an unknown opcode or an out-of-range operand
   */
  public static List<Instruction> decode(byte[] bytes) throws IsaFormatException {
    if (bytes.length < HEADER_SIZE) {
      throw new IsaFormatException(
          "binary core file too small: "
              + bytes.length
              + " bytes (the header alone has "
              + HEADER_SIZE
              + ")");
    }
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < MAGIC.length; i++) {
      if (in.get(i) != MAGIC[i]) {
        throw new IsaFormatException(
            "invalid Pim binary magic "
                + quoted(bytes, MAGIC.length)
                + " (expected "
                + quoted(MAGIC, MAGIC.length)
                + ")");
      }
    }
    int version = in.getInt(4);
    if (version != VERSION) {
      throw new IsaFormatException(
          "unsupported Pim binary version "
              + Integer.toUnsignedString(version)
              + " (expected "
              + VERSION
              + ")");
    }
    long count = Integer.toUnsignedLong(in.getInt(8));
    long expected = HEADER_SIZE + count * RECORD_SIZE;
    if (bytes.length != expected) {
      throw new IsaFormatException(
          "Pim binary size mismatch: expected "
              + expected
              + " bytes for "
              + count
              + (count == 1 ? " record" : " records")
              + ", got "
              + bytes.length
              + " ("
              + sizeProblem(bytes.length, expected)
              + ")");
    }
    List<Instruction> program = new ArrayList<>((int) count);
    for (int index = 0; index < count; index++) {
      program.add(decodeRecord(in, HEADER_SIZE + index * RECORD_SIZE, index));
    }
    return program;
  }

  /** {@return where a file of {@code length} bytes departs from the {@code expected} length} */
  private static String sizeProblem(long length, long expected) {
    if (length > expected) {
      return (length - expected) + " bytes after the last record";
    }
    long record = (length - HEADER_SIZE) / RECORD_SIZE;
    long present = (length - HEADER_SIZE) % RECORD_SIZE;
    return "truncated in record " + record + ": " + present + " of " + RECORD_SIZE + " bytes";
  }

  /** {@return the first {@code count} bytes as a quoted string, non-ASCII bytes as hex escapes} */
  private static String quoted(byte[] bytes, int count) {
    StringBuilder text = new StringBuilder("\"");
    for (int i = 0; i < count; i++) {
      int b = Byte.toUnsignedInt(bytes[i]);
      if (b >= 0x20 && b < 0x7f && b != '"' && b != '\\') {
        text.append((char) b);
      } else {
        text.append(String.format("\\x%02x", b));
      }
    }
    return text.append('"').toString();
  }

  private static Instruction decodeRecord(ByteBuffer in, int base, int index)
      throws IsaFormatException {
    int code = Byte.toUnsignedInt(in.get(base));
    Opcode opcode = Opcode.fromCode(code);
    if (opcode == null) {
      throw new IsaFormatException(
          "record "
              + index
              + ": unsupported Pim binary opcode "
              + code
              + " (opcodes are 0.."
              + (Opcode.COUNT - 1)
              + ")");
    }
    Instruction instruction =
        new Instruction(
            opcode,
            Byte.toUnsignedInt(in.get(base + 1)),
            Byte.toUnsignedInt(in.get(base + 2)),
            in.getInt(base + 4),
            in.getInt(base + 8),
            in.getInt(base + 12),
            in.getInt(base + 16));
    String problem = OperandChecks.firstProblem(instruction);
    if (problem != null) {
      throw new IsaFormatException("record " + index + " (" + opcode.mnemonic() + "): " + problem);
    }
    return instruction;
  }
}
