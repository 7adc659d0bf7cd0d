package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/** TableGen's conversion of a value to a type, as done when a value is stored in a field or argument. */
final class Casts {

  private Casts() {
  }

  /**
   * Converts a value to a type: literals are converted now, other typed values are kept if their type is a
   * subtype and wrapped in {@code !cast} if it is merely convertible.
   *
   * @return the converted value, or null if the value cannot have that type
   */
  static Init castTo(Init value, RecType type) {
    if (!(value instanceof TypedInit typed)) {
      return value;
    }
    if (Types.isA(typed.type(), type)) {
      return typed;
    }
    if (isLiteral(typed)) {
      return convertLiteral(typed, type);
    }
    if (typed.type() instanceof RecType.Bit && type instanceof RecType.Bits bits && bits.width() == 1) {
      return new BitsInit(List.of(typed));
    }
    return Types.isConvertible(typed.type(), type) ? new UnOpInit(UnOpInit.Op.CAST, typed, type) : null;
  }

  /** {@return whether the value is data rather than a reference or pending operation} */
  static boolean isLiteral(TypedInit value) {
    return value instanceof BitInit || value instanceof BitsInit || value instanceof IntInit
        || value instanceof StringInit || value instanceof ListInit || value instanceof DagInit
        || value instanceof DefInit;
  }

  /** {@return the value as an integer if it is an int, a bit or fully known bits, otherwise null} */
  static IntInit toInt(Init value) {
    if (value instanceof IntInit i) {
      return i;
    }
    if (value instanceof BitInit b) {
      return new IntInit(b.value() ? 1 : 0);
    }
    return value instanceof BitsInit bits ? bits.toInt() : null;
  }

  private static Init convertLiteral(TypedInit value, RecType type) {
    if (value instanceof BitInit || value instanceof IntInit || value instanceof BitsInit) {
      return convertNumber(value, type);
    }
    if (value instanceof ListInit list) {
      return type instanceof RecType.ListOf target ? convertList(list, target.element()) : null;
    }
    return null;
  }

  private static Init convertNumber(TypedInit value, RecType type) {
    IntInit number = toInt(value);
    if (type instanceof RecType.Int) {
      return number;
    }
    if (type instanceof RecType.Bit) {
      if (value instanceof BitsInit bits) {
        return bits.bits().size() == 1 ? bits.bits().get(0) : null;
      }
      return number.value() == 0 || number.value() == 1 ? new BitInit(number.value() == 1) : null;
    }
    if (type instanceof RecType.Bits target) {
      if (value instanceof BitsInit bits) {
        return bits.bits().size() == target.width() ? bits : null;
      }
      return fits(number.value(), target.width()) ? toBits(number.value(), target.width()) : null;
    }
    return null;
  }

  private static boolean fits(long value, int width) {
    return width >= 64 || value >> width == 0 || value >> (width - 1) == -1;
  }

  private static BitsInit toBits(long value, int width) {
    List<Init> bits = new ArrayList<>(width);
    for (int i = 0; i < width; i++) {
      bits.add(new BitInit(((value >> Math.min(i, 63)) & 1) != 0));
    }
    return new BitsInit(bits);
  }

  private static Init convertList(ListInit list, RecType elementType) {
    List<Init> converted = new ArrayList<>(list.elements().size());
    boolean changed = false;
    for (Init element : list.elements()) {
      Init cast = castTo(element, elementType);
      if (cast == null) {
        return null;
      }
      changed |= !cast.equals(element);
      converted.add(cast);
    }
    return changed ? new ListInit(converted, elementType) : list;
  }
}
