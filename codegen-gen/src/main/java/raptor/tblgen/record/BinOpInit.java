package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A binary bang operator ({@code !strconcat}, {@code !listconcat}, {@code !eq}, {@code !ne}, {@code !add})
 * waiting for its operands. The paste operator {@code #} is {@code !strconcat} or {@code !listconcat}.
 *
 * @param op   the operator
 * @param lhs  the left operand
 * @param rhs  the right operand
 * @param type the result type
 */
public record BinOpInit(Op op, Init lhs, Init rhs, RecType type) implements TypedInit {

  /** The supported binary operators. */
  public enum Op { STRCONCAT, LISTCONCAT, EQ, NE, ADD }

  /** {@return the folded value if the operands allow it, otherwise this} */
  Init fold() {
    return switch (op) {
      case STRCONCAT -> lhs instanceof StringInit l && rhs instanceof StringInit r
          ? concat(l, r) : this;
      case LISTCONCAT -> foldListConcat();
      case EQ, NE -> foldComparison();
      case ADD -> {
        IntInit l = Casts.toInt(lhs);
        IntInit r = Casts.toInt(rhs);
        yield l == null || r == null ? this : new IntInit(l.value() + r.value());
      }
    };
  }

  private static StringInit concat(StringInit l, StringInit r) {
    ValueLimits.checkString((long) l.value().length() + r.value().length());
    return new StringInit(l.value() + r.value(), l.code() || r.code());
  }

  private Init foldListConcat() {
    if (!(lhs instanceof ListInit l) || !(rhs instanceof ListInit r)) {
      return this;
    }
    ValueLimits.checkList((long) l.elements().size() + r.elements().size());
    List<Init> elements = new ArrayList<>(l.elements());
    elements.addAll(r.elements());
    return new ListInit(elements, l.elementType());
  }

  private Init foldComparison() {
    Boolean equal = equality();
    if (equal == null) {
      return this;
    }
    return new BitInit(equal == (op == Op.EQ));
  }

  /** {@return whether the operands are equal, or null when that is not known yet} */
  private Boolean equality() {
    IntInit l = Casts.toInt(lhs);
    IntInit r = Casts.toInt(rhs);
    if (l != null && r != null) {
      return l.value() == r.value();
    }
    if (lhs instanceof StringInit ls && rhs instanceof StringInit rs) {
      return ls.value().equals(rs.value());
    }
    if (lhs instanceof DefInit ld && rhs instanceof DefInit rd) {
      return ld.def() == rd.def();
    }
    return null;
  }

  @Override
  public String asString() {
    return "!" + op.name().toLowerCase(Locale.ROOT) + "(" + lhs.asString() + ", " + rhs.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new BinOpInit(op, lhs.resolve(resolver), rhs.resolve(resolver), type).fold();
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return lhs.isClosed() && rhs.isClosed();
  }
}
