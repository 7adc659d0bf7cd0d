package raptor.frontend.onnx.model;

/**
 * The element types of {@code TensorProto.DataType}, with their code and storage size in bits.
 */
public enum DataType {
  UNDEFINED(0, 0),
  FLOAT(1, 32),
  UINT8(2, 8),
  INT8(3, 8),
  UINT16(4, 16),
  INT16(5, 16),
  INT32(6, 32),
  INT64(7, 64),
  STRING(8, 0),
  BOOL(9, 8),
  FLOAT16(10, 16),
  DOUBLE(11, 64),
  UINT32(12, 32),
  UINT64(13, 64),
  COMPLEX64(14, 64),
  COMPLEX128(15, 128),
  BFLOAT16(16, 16),
  FLOAT8E4M3FN(17, 8),
  FLOAT8E4M3FNUZ(18, 8),
  FLOAT8E5M2(19, 8),
  FLOAT8E5M2FNUZ(20, 8),
  UINT4(21, 4),
  INT4(22, 4),
  FLOAT4E2M1(23, 4),
  FLOAT8E8M0(24, 8),
  UINT2(25, 2),
  INT2(26, 2);

  private static final DataType[] BY_CODE = values();

  private final int code;
  private final int bits;

  DataType(int code, int bits) {
    this.code = code;
    this.bits = bits;
  }

  /** {@return the {@code TensorProto.DataType} number} */
  public int code() {
    return code;
  }

  /** {@return the bits one element occupies in {@code raw_data}; 0 for strings and UNDEFINED} */
  public int bits() {
    return bits;
  }

  /** {@return the type of {@code code}, or null when {@code onnx.proto} defines none} */
  public static DataType ofCode(long code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
  }

  /** {@return the bytes {@code count} elements occupy in {@code raw_data}, or -1 on overflow} */
  public long rawBytes(long count) {
    if (count > Long.MAX_VALUE / bits) {
      return -1;
    }
    return (count * bits + 7) / 8;
  }
}
