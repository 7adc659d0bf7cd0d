package raptor.frontend.onnx.importer;

import java.util.List;
import raptor.frontend.onnx.model.DataType;
import raptor.ir.attr.ComplexType;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;

/**
 * The element types an ONNX tensor can have in the {@code onnx} dialect, as onnx-mlir maps them:
 * signed ONNX integers become signless integers, unsigned ones {@code uiN}, BOOL {@code i1}.
 */
public final class OnnxTypes {
  private static final List<DataType> SUPPORTED = List.of(DataType.FLOAT, DataType.UINT8,
      DataType.INT8, DataType.UINT16, DataType.INT16, DataType.INT32, DataType.INT64,
      DataType.BOOL, DataType.FLOAT16, DataType.DOUBLE, DataType.UINT32, DataType.UINT64,
      DataType.COMPLEX64, DataType.COMPLEX128, DataType.BFLOAT16, DataType.FLOAT8E4M3FN,
      DataType.FLOAT8E4M3FNUZ, DataType.FLOAT8E5M2, DataType.FLOAT8E5M2FNUZ,
      DataType.FLOAT8E8M0);

  private OnnxTypes() {
  }

  /** {@return the element type of {@code type}, or null when the dialect has none for it} */
  public static Type toIr(DataType type) {
    return switch (type) {
      case FLOAT -> FloatType.F32;
      case DOUBLE -> FloatType.F64;
      case FLOAT16 -> FloatType.F16;
      case BFLOAT16 -> FloatType.BF16;
      case FLOAT8E4M3FN -> FloatType.F8E4M3FN;
      case FLOAT8E4M3FNUZ -> FloatType.F8E4M3FNUZ;
      case FLOAT8E5M2 -> FloatType.F8E5M2;
      case FLOAT8E5M2FNUZ -> FloatType.F8E5M2FNUZ;
      case FLOAT8E8M0 -> FloatType.F8E8M0FNU;
      case BOOL -> IntegerType.I1;
      case INT8 -> IntegerType.I8;
      case INT16 -> IntegerType.I16;
      case INT32 -> IntegerType.I32;
      case INT64 -> IntegerType.I64;
      case UINT8 -> IntegerType.unsigned(8);
      case UINT16 -> IntegerType.unsigned(16);
      case UINT32 -> IntegerType.unsigned(32);
      case UINT64 -> IntegerType.unsigned(64);
      case COMPLEX64 -> new ComplexType(FloatType.F32);
      case COMPLEX128 -> new ComplexType(FloatType.F64);
      default -> null;
    };
  }

  /** {@return the ONNX type of element type {@code type}, or null when ONNX has none} */
  public static DataType toOnnx(Type type) {
    for (DataType candidate : SUPPORTED) {
      if (toIr(candidate).equals(type)) {
        return candidate;
      }
    }
    return null;
  }
}
