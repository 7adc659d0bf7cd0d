package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A binary bang operator waiting for its operands, or a list subscript ({@code l[i]}, {@code l[slice]}) or
 * range ({@code i...j}) that TableGen represents the same way. The paste operator {@code #} is
 * {@code !strconcat} or {@code !listconcat}.
 *
 * @param op   the operator
 * @param lhs  the left operand
 * @param rhs  the right operand
 * @param type the result type
 */
public record BinOpInit(Op op, Init lhs, Init rhs, RecType type) implements OpInit {

  /** The binary operators. */
  public enum Op {
    STRCONCAT, LISTCONCAT, EQ, NE, LT, LE, GT, GE, ADD, SUB, MUL, DIV, AND, OR, XOR, SHL, SRA, SRL,
    INTERLEAVE, LISTSPLAT, LISTREMOVE, MATCH, CON, GETDAGARG, GETDAGNAME, SETDAGOP, SETDAGOPNAME, LISTELEM,
    LISTSLICE, RANGEC
  }

  /** {@return the folded value if the operands allow it, otherwise this} */
  Init fold() {
    return switch (op) {
      case STRCONCAT -> lhs instanceof StringInit l && rhs instanceof StringInit r ? concat(l, r) : this;
      case LISTCONCAT -> foldListConcat();
      case EQ, NE, LT, LE, GT, GE -> foldComparison();
      case ADD, SUB, MUL, DIV, AND, OR, XOR, SHL, SRA, SRL -> foldArithmetic();
      case INTERLEAVE -> foldInterleave();
      case LISTSPLAT -> foldListSplat();
      case LISTREMOVE -> foldListRemove();
      case MATCH -> foldMatch();
      case CON -> DagOps.concat(this, lhs, rhs);
      case GETDAGARG, GETDAGNAME -> DagOps.get(this, lhs, rhs, op == Op.GETDAGNAME);
      // As in TableGen, the new operator has no name: the old operator's name is dropped with it.
      case SETDAGOP -> lhs instanceof DagInit dag && rhs instanceof DefInit
          ? new DagInit(new DagInit.Arg(rhs, Optional.empty()), dag.args()) : this;
      case SETDAGOPNAME -> lhs instanceof DagInit dag && rhs instanceof StringInit name
          ? new DagInit(new DagInit.Arg(dag.operator().value(), Optional.of(name.value())), dag.args()) : this;
      case LISTELEM -> foldListElement();
      case LISTSLICE -> foldListSlice();
      case RANGEC -> {
        IntInit from = Casts.toInt(lhs);
        IntInit to = Casts.toInt(rhs);
        yield from == null || to == null ? this : inclusiveRange(from.value(), to.value());
      }
    };
  }

  /** {@return the list of the integers from {@code from} to {@code to}, both included, in either direction} */
  static ListInit inclusiveRange(long from, long to) {
    ValueLimits.checkList(Math.abs(to - from) + 1);
    List<Init> values = new ArrayList<>();
    long step = from <= to ? 1 : -1;
    for (long i = from; i != to + step; i += step) {
      values.add(new IntInit(i));
    }
    return new ListInit(values, RecType.INT);
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
    Integer order = compare();
    if (order == null) {
      return this;
    }
    boolean result = switch (op) {
      case EQ -> order == 0;
      case NE -> order != 0;
      case LT -> order < 0;
      case LE -> order <= 0;
      case GT -> order > 0;
      default -> order >= 0;
    };
    return new BitInit(result);
  }

  /** {@return how the operands compare (records: 0 when the same, 1 otherwise), or null when not known} */
  private Integer compare() {
    IntInit l = Casts.toInt(lhs);
    IntInit r = Casts.toInt(rhs);
    if (l != null && r != null) {
      return Long.compare(l.value(), r.value());
    }
    if (lhs instanceof StringInit ls && rhs instanceof StringInit rs) {
      return Integer.signum(ls.value().compareTo(rs.value()));
    }
    if ((op == Op.EQ || op == Op.NE) && lhs instanceof DefInit ld && rhs instanceof DefInit rd) {
      return ld.def() == rd.def() ? 0 : 1;
    }
    return null;
  }

  private Init foldArithmetic() {
    IntInit l = Casts.toInt(lhs);
    IntInit r = Casts.toInt(rhs);
    if (l == null || r == null) {
      return this;
    }
    long a = l.value();
    long b = r.value();
    return new IntInit(switch (op) {
      case ADD -> a + b;
      case SUB -> a - b;
      case MUL -> a * b;
      case DIV -> {
        if (b == 0) {
          throw new FoldException("Illegal operation: division by zero");
        }
        yield a == Long.MIN_VALUE && b == -1 ? a : a / b;
      }
      case AND -> a & b;
      case OR -> a | b;
      case XOR -> a ^ b;
      case SHL -> a << b;
      case SRA -> a >> b;
      default -> a >>> b;
    });
  }

  private Init foldInterleave() {
    if (!(lhs instanceof ListInit list) || !(rhs instanceof StringInit separator)) {
      return this;
    }
    StringBuilder text = new StringBuilder();
    // As in TableGen, the result is code only if an element after the first is (not the separator).
    boolean code = false;
    for (int i = 0; i < list.elements().size(); i++) {
      Init element = list.elements().get(i);
      String part;
      if (element instanceof StringInit s) {
        part = s.value();
        code |= i > 0 && s.code();
      } else if (Casts.toInt(element) != null && !(element instanceof BitsInit)) {
        part = Casts.toInt(element).asString();
      } else {
        return this;
      }
      if (i > 0) {
        text.append(separator.value());
      }
      text.append(part);
      ValueLimits.checkString(text.length());
    }
    return new StringInit(text.toString(), code);
  }

  private Init foldListSplat() {
    IntInit count = Casts.toInt(rhs);
    if (count == null || !lhs.isConcrete()) {
      return this;
    }
    if (count.value() < 0) {
      throw new FoldException("list size must be non-negative");
    }
    ValueLimits.checkList(count.value());
    return new ListInit(Collections.nCopies((int) count.value(), lhs),
        ((RecType.ListOf) type).element());
  }

  private Init foldListRemove() {
    if (!(lhs instanceof ListInit l) || !(rhs instanceof ListInit r)) {
      return this;
    }
    List<Init> kept = new ArrayList<>();
    for (Init element : l.elements()) {
      if (!element.isConcrete()) {
        return this;
      }
      if (!r.elements().contains(element)) {
        kept.add(element);
      }
    }
    return new ListInit(kept, l.elementType());
  }

  private Init foldMatch() {
    if (!(lhs instanceof StringInit text) || !(rhs instanceof StringInit regex)) {
      return this;
    }
    try {
      return new BitInit(Pattern.compile(regex.value()).matcher(text.value()).find());
    } catch (PatternSyntaxException e) {
      throw new FoldException("invalid regular expression '" + regex.value() + "': " + e.getDescription());
    }
  }

  private Init foldListElement() {
    IntInit index = Casts.toInt(rhs);
    if (!(lhs instanceof ListInit list) || index == null) {
      return this;
    }
    long i = index.value();
    return i < 0 || i >= list.elements().size() ? this : list.elements().get((int) i);
  }

  private Init foldListSlice() {
    if (!(lhs instanceof ListInit list) || !(rhs instanceof ListInit indices)) {
      return this;
    }
    List<Init> selected = new ArrayList<>();
    for (Init index : indices.elements()) {
      IntInit i = Casts.toInt(index);
      if (i == null || i.value() < 0 || i.value() >= list.elements().size()) {
        return this;
      }
      selected.add(list.elements().get((int) i.value()));
    }
    return new ListInit(selected, list.elementType());
  }

  @Override
  public String asString() {
    return switch (op) {
      case LISTELEM, LISTSLICE -> lhs.asString() + "[" + rhs.asString() + "]";
      case RANGEC -> lhs.asString() + "..." + rhs.asString();
      case GETDAGARG -> "!getdagarg<" + type.spelling() + ">(" + lhs.asString() + ", " + rhs.asString() + ")";
      default -> "!" + op.name().toLowerCase(Locale.ROOT) + "(" + lhs.asString() + ", " + rhs.asString() + ")";
    };
  }

  @Override
  public Init resolve(Resolver resolver) {
    return new BinOpInit(op, lhs.resolve(resolver), rhs.resolve(resolver), type).fold();
  }

  @Override
  public boolean isClosed() {
    return lhs.isClosed() && rhs.isClosed();
  }
}
