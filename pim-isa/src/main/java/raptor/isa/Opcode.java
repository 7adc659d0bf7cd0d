package raptor.isa;

import java.util.HashMap;
import java.util.Map;

/**
 * The 33 opcodes of the serialized PIM ISA, numbered 0 to 32.
 *
 * <p>Raptor inserts {@code vsoftmax} at 21, so {@code wait} is 31 and {@code sync} is 32. The
 * constant order is the numeric order: {@code ordinal() == code()}.
 */
public enum Opcode {
  NOP("nop", Format.NONE),
  SLDI("sldi", Format.RD_IMM),
  SLD("sld", Format.RD_RS1_IMM),
  SADD("sadd", Format.RD_RS1_RS2),
  SSUB("ssub", Format.RD_RS1_RS2),
  SMUL("smul", Format.RD_RS1_RS2),
  SADDI("saddi", Format.RD_RS1_IMM),
  SMULI("smuli", Format.RD_RS1_IMM),
  SETBW("setbw", Format.SETBW),
  MVMUL("mvmul", Format.MVMUL),
  VVADD("vvadd", Format.VECTOR_BINARY),
  VVSUB("vvsub", Format.VECTOR_BINARY),
  VVMUL("vvmul", Format.VECTOR_BINARY),
  VVDMUL("vvdmul", Format.VECTOR_BINARY),
  VVMAX("vvmax", Format.VECTOR_BINARY),
  VVSLL("vvsll", Format.VECTOR_BINARY),
  VVSRA("vvsra", Format.VECTOR_BINARY),
  VAVG("vavg", Format.VECTOR_UNARY),
  VRELU("vrelu", Format.VECTOR_UNARY),
  VTANH("vtanh", Format.VECTOR_UNARY),
  VSIGM("vsigm", Format.VECTOR_UNARY),
  VSOFTMAX("vsoftmax", Format.VECTOR_UNARY),
  VMV("vmv", Format.VECTOR_BINARY),
  VRSU("vrsu", Format.VECTOR_UNARY),
  VRSL("vrsl", Format.VECTOR_UNARY),
  LD("ld", Format.HOST_TRANSFER),
  ST("st", Format.HOST_TRANSFER),
  LLDI("lldi", Format.LOCAL_IMMEDIATE),
  LMV("lmv", Format.VECTOR_UNARY),
  SEND("send", Format.CORE_TRANSFER),
  RECV("recv", Format.CORE_TRANSFER),
  WAIT("wait", Format.WAIT),
  SYNC("sync", Format.SYNC);

  /** The number of opcodes; every code is in {@code [0, COUNT)}. */
  public static final int COUNT = 33;

  private static final Opcode[] BY_CODE = values();
  private static final Map<String, Opcode> BY_MNEMONIC = new HashMap<>();

  static {
    for (Opcode opcode : BY_CODE) {
      BY_MNEMONIC.put(opcode.mnemonic, opcode);
    }
  }

  private final String mnemonic;
  private final Format format;

  Opcode(String mnemonic, Format format) {
    this.mnemonic = mnemonic;
    this.format = format;
  }

  /** {@return the numeric opcode stored in byte 0 of a binary record} */
  public int code() {
    return ordinal();
  }

  /** {@return the assembly and JSON name} */
  public String mnemonic() {
    return mnemonic;
  }

  /** {@return the operand layout} */
  public Format format() {
    return format;
  }

  /** {@return the opcode with numeric {@code code}, or null if there is none} */
  public static Opcode fromCode(int code) {
    return code >= 0 && code < COUNT ? BY_CODE[code] : null;
  }

  /** {@return the opcode named {@code mnemonic}, or null if there is none} */
  public static Opcode fromMnemonic(String mnemonic) {
    return BY_MNEMONIC.get(mnemonic);
  }
}
