package raptor.ir.constraint;

import raptor.ir.attr.FunctionType;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;

/**
 * The class of types a type constraint stands for, MLIR's {@code cppType}: a generated parser
 * reads a type written for such a constraint as MLIR's {@code parseType<TypeT>} does and reports
 * another kind as {@code invalid kind of type specified}. A {@code .td} constraint names the
 * constant in its {@code typeKind} field.
 */
public enum TypeKind {
  /** {@code ::mlir::RankedTensorType}. */
  RANKED_TENSOR("builtin.tensor"),
  /** {@code ::mlir::TensorType}: ranked or unranked, no single name. */
  TENSOR(null),
  /** {@code ::mlir::MemRefType}. */
  MEMREF("builtin.memref"),
  /** {@code ::mlir::BaseMemRefType}: ranked or unranked, no single name. */
  BASE_MEMREF(null),
  /** {@code ::mlir::FunctionType}. */
  FUNCTION("builtin.function");

  private final String mlirName;

  TypeKind(String mlirName) {
    this.mlirName = mlirName;
  }

  /** {@return the MLIR name of the class, or {@code null} when it stands for several types} */
  public String mlirName() {
    return mlirName;
  }

  /** {@return whether {@code type} is of this kind} */
  public boolean accepts(Type type) {
    return switch (this) {
      case RANKED_TENSOR -> type instanceof RankedTensorType;
      case TENSOR -> type instanceof RankedTensorType || type instanceof UnrankedTensorType;
      case MEMREF -> type instanceof MemRefType;
      case BASE_MEMREF -> type instanceof MemRefType || type instanceof UnrankedMemRefType;
      case FUNCTION -> type instanceof FunctionType;
    };
  }
}
