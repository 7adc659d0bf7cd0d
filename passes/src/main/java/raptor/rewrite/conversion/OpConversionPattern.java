package raptor.rewrite.conversion;

import raptor.ir.OpInfo;
import raptor.ir.Operation;

/**
 * A conversion pattern on one op kind, which it receives with its typed class.
 *
 * @param <T> the op class
 */
public abstract class OpConversionPattern<T extends Operation> extends ConversionPattern<T> {
  /** Creates a pattern on ops of kind {@code info}, converting operands with {@code types}. */
  protected OpConversionPattern(OpInfo<T> info, TypeConverter types, int benefit) {
    super(info.name(), types, benefit);
  }

  /** Creates a pattern with benefit 1. */
  protected OpConversionPattern(OpInfo<T> info, TypeConverter types) {
    this(info, types, 1);
  }
}
