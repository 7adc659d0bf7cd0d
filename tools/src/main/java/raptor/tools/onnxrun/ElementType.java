package raptor.tools.onnxrun;

import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.TensorInfo.OnnxTensorType;

/**
 * The element types of tensors exchanged with onnxruntime, with their ONNX
 * {@code TensorProto.DataType} number, their byte size and their manifest name (numpy's dtype
 * name, so a Python harness reads a file with {@code numpy.fromfile(path, dtype=name)}).
 */
public enum ElementType {
  FLOAT32(1, 4, "float32", OnnxJavaType.FLOAT),
  UINT8(2, 1, "uint8", OnnxJavaType.UINT8),
  INT8(3, 1, "int8", OnnxJavaType.INT8),
  UINT16(4, 2, "uint16", null),
  INT16(5, 2, "int16", OnnxJavaType.INT16),
  INT32(6, 4, "int32", OnnxJavaType.INT32),
  INT64(7, 8, "int64", OnnxJavaType.INT64),
  BOOL(9, 1, "bool", OnnxJavaType.BOOL),
  FLOAT16(10, 2, "float16", OnnxJavaType.FLOAT16),
  FLOAT64(11, 8, "float64", OnnxJavaType.DOUBLE),
  UINT32(12, 4, "uint32", null),
  UINT64(13, 8, "uint64", null),
  BFLOAT16(16, 2, "bfloat16", OnnxJavaType.BFLOAT16);

  private final int onnxDataType;
  private final int byteSize;
  private final String manifestName;
  private final OnnxJavaType javaType;

  ElementType(int onnxDataType, int byteSize, String manifestName, OnnxJavaType javaType) {
    this.onnxDataType = onnxDataType;
    this.byteSize = byteSize;
    this.manifestName = manifestName;
    this.javaType = javaType;
  }

  /** {@return the {@code TensorProto.DataType} number} */
  public int onnxDataType() {
    return onnxDataType;
  }

  /** {@return the bytes of one element} */
  public int byteSize() {
    return byteSize;
  }

  /** {@return the name in manifests: numpy's dtype name} */
  public String manifestName() {
    return manifestName;
  }

  /** {@return whether this is a floating-point type} */
  public boolean isFloat() {
    return this == FLOAT32 || this == FLOAT64 || this == FLOAT16 || this == BFLOAT16;
  }

  /** {@return the onnxruntime Java type, or {@code null} when its Java API cannot pass it} */
  OnnxJavaType javaType() {
    return javaType;
  }

  /** {@return the type named {@code name} in a manifest, or {@code null}} */
  public static ElementType fromManifestName(String name) {
    for (ElementType type : values()) {
      if (type.manifestName.equals(name)) {
        return type;
      }
    }
    return null;
  }

  /** {@return the type of {@code TensorProto.DataType} number {@code number}, or {@code null}} */
  public static ElementType fromOnnxDataType(int number) {
    for (ElementType type : values()) {
      if (type.onnxDataType == number) {
        return type;
      }
    }
    return null;
  }

  /** {@return the type onnxruntime calls {@code type}, or {@code null} for one we do not pass} */
  static ElementType fromOnnxruntime(OnnxTensorType type) {
    return switch (type) {
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT -> FLOAT32;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_DOUBLE -> FLOAT64;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT16 -> FLOAT16;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_BFLOAT16 -> BFLOAT16;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_INT8 -> INT8;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_INT16 -> INT16;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_INT32 -> INT32;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_INT64 -> INT64;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT8 -> UINT8;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT16 -> UINT16;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT32 -> UINT32;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT64 -> UINT64;
      case ONNX_TENSOR_ELEMENT_DATA_TYPE_BOOL -> BOOL;
      default -> null;
    };
  }
}
