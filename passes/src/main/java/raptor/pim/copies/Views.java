package raptor.pim.copies;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.memref.MemRefReinterpretCastOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;

/**
 * Row-major views of part of a core-local buffer, as {@code memref.reinterpret_cast}: the
 * contiguous bytes of a buffer from an offset, seen with the shape of the buffer they replace.
 */
final class Views {
  private Views() {
  }

  /** {@return whether {@code buffer} is a memref with the identity layout, the base of a view} */
  static boolean isViewable(Value buffer) {
    return buffer.type() instanceof MemRefType type && type.layout() == null
        && type.hasStaticShape();
  }

  /**
   * {@return a view of {@code source}, an identity-layout buffer, from byte {@code byteOffset}
   * on, with the static shape of {@code like} ({@code source} itself when it has that shape and
   * the offset is 0), built at {@code builder}'s insertion point; or
   * {@code null}, building nothing, when the offset may not be a whole number of elements}
   */
  static Value create(OpBuilder builder, Operation at, Value source, Value byteOffset,
      ByteOffsets offsets, MemRefType like) {
    MemRefType base = (MemRefType) source.type();
    if (Long.valueOf(0).equals(offsets.constant(byteOffset)) && base.shape().equals(like.shape())) {
      return source;
    }
    long elementBytes = StaticValues.elementBytes(base.elementType());
    if (elementBytes <= 0) {
      return null;
    }
    Long constantBytes = offsets.constant(byteOffset);
    Long constantOffset = null;
    Value elementOffset = null;
    if (constantBytes != null) {
      if (constantBytes % elementBytes != 0) {
        return null;
      }
      constantOffset = constantBytes / elementBytes;
    } else {
      elementOffset = offsets.elements(builder, at, byteOffset, elementBytes);
      if (elementOffset == null) {
        return null;
      }
    }
    List<Long> shape = like.shape();
    long[] sizes = new long[shape.size()];
    long[] strides = new long[shape.size()];
    List<Long> strideList = new ArrayList<>();
    long stride = 1;
    for (int dim = shape.size() - 1; dim >= 0; dim--) {
      sizes[dim] = shape.get(dim);
      strides[dim] = stride;
      stride *= shape.get(dim);
    }
    for (long value : strides) {
      strideList.add(value);
    }
    long offset = constantOffset == null ? ShapedType.DYNAMIC : constantOffset;
    MemRefType type = new MemRefType(shape, base.elementType(),
        new StridedLayoutAttr(offset, strideList), base.memorySpace());
    return MemRefReinterpretCastOp.create(builder, at.location(), type, source,
        constantOffset == null ? List.of(elementOffset) : List.of(), List.of(), List.of(),
        DenseArrayAttr.ofI64(offset), DenseArrayAttr.ofI64(sizes), DenseArrayAttr.ofI64(strides))
        .result(0);
  }
}
