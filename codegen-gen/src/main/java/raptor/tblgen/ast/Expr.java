package raptor.tblgen.ast;

import java.util.List;
import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/** A value expression as written. */
public sealed interface Expr {

  /** {@return where the expression starts (for a field access or paste: where its operator is)} */
  SourceLoc loc();

  /**
   * An integer; {@code true} and {@code false} are the integers 1 and 0, as in TableGen.
   *
   * @param loc   the position
   * @param value the value
   */
  record IntLit(SourceLoc loc, long value) implements Expr {
  }

  /**
   * A string, adjacent literals already concatenated, or a {@code [{ code }]} block.
   *
   * @param loc   the position
   * @param value the text with escapes processed
   * @param code  whether it was written as a code block
   */
  record StringLit(SourceLoc loc, String value, boolean code) implements Expr {
  }

  /**
   * The unset value {@code ?}.
   *
   * @param loc the position
   */
  record UnsetLit(SourceLoc loc) implements Expr {
  }

  /**
   * A bits literal {@code {1, 0, 1}}, most significant bit first as written; a binary integer such as
   * {@code 0b101} is one too, as wide as its digits, as in TableGen.
   *
   * @param loc  the position
   * @param bits the bit values
   */
  record BitsLit(SourceLoc loc, List<Expr> bits) implements Expr {
    /** Copies the list. */
    public BitsLit {
      bits = List.copyOf(bits);
    }
  }

  /**
   * A list {@code [a, b]} with an optional {@code <type>} suffix.
   *
   * @param loc         the position
   * @param elements    the elements
   * @param elementType the element type given after the list, if any
   * @param end         the position just after the list, where TableGen reports element type errors
   */
  record ListLit(SourceLoc loc, List<Expr> elements, Optional<TypeRef> elementType, SourceLoc end)
      implements Expr {
    /** Copies the list. */
    public ListLit {
      elements = List.copyOf(elements);
    }
  }

  /**
   * A dag {@code (op:$name arg:$name, ...)}.
   *
   * @param loc      the position of the opening parenthesis
   * @param operator the operator and its optional name
   * @param args     the arguments
   */
  record DagLit(SourceLoc loc, DagArg operator, List<DagArg> args) implements Expr {
    /** Copies the list. */
    public DagLit {
      args = List.copyOf(args);
    }
  }

  /**
   * One dag operator or argument: a value, a {@code $name}, or both.
   *
   * @param value   the value; empty for a bare {@code $name}
   * @param varName the name without {@code $}, if any
   */
  record DagArg(Optional<Expr> value, Optional<String> varName) {
  }

  /**
   * An identifier: a local variable, field, template argument or def.
   *
   * @param loc  the position
   * @param name the identifier
   */
  record IdRef(SourceLoc loc, String name) implements Expr {
  }

  /**
   * An anonymous class instantiation {@code Name<args>}.
   *
   * @param loc       the position of the class name
   * @param className the class name
   * @param args      the template argument values
   */
  record ClassInstance(SourceLoc loc, String className, List<Arg> args) implements Expr {
    /** Copies the list. */
    public ClassInstance {
      args = List.copyOf(args);
    }
  }

  /**
   * A field access {@code target.field}.
   *
   * @param loc    the position of the field name
   * @param target the record value
   * @param field  the field name
   */
  record FieldAccess(SourceLoc loc, Expr target, String field) implements Expr {
  }

  /**
   * A bang operator {@code !name<type>(args)}.
   *
   * @param loc     the position of the operator
   * @param name    the operator name without {@code !}
   * @param typeArg the type in angle brackets, if any
   * @param args    the operands
   * @param end     the position just after the closing parenthesis, where TableGen reports type conflicts
   */
  record BangOp(SourceLoc loc, String name, Optional<TypeRef> typeArg, List<Expr> args, SourceLoc end)
      implements Expr {
    /** Copies the list. */
    public BangOp {
      args = List.copyOf(args);
    }
  }

  /**
   * The paste operator {@code lhs # rhs}.
   *
   * @param loc the position of {@code #}
   * @param lhs the left operand
   * @param rhs the right operand
   */
  record Paste(SourceLoc loc, Expr lhs, Expr rhs) implements Expr {
  }

  /**
   * A bit selection {@code value{3-0, 5}}: the listed bits, the first one written the most significant.
   *
   * @param loc    the position of the opening brace
   * @param target the bits value
   * @param bits   the bit numbers as written, ranges expanded
   */
  record BitSlice(SourceLoc loc, Expr target, List<Integer> bits) implements Expr {
    /** Copies the list. */
    public BitSlice {
      bits = List.copyOf(bits);
    }
  }

  /**
   * A list subscript {@code list[i]} (one index, no comma: one element) or slice {@code list[i, j...k]}.
   *
   * @param loc      the position of the opening bracket
   * @param target   the list
   * @param elements the indices and ranges
   * @param single   whether it selects one element rather than a list
   */
  record ListSlice(SourceLoc loc, Expr target, List<SliceElement> elements, boolean single) implements Expr {
    /** Copies the list. */
    public ListSlice {
      elements = List.copyOf(elements);
    }
  }

  /**
   * One index {@code i} or inclusive range {@code i...j} of a list slice.
   *
   * @param loc   the position
   * @param first the index, or the first index of the range
   * @param last  the last index of the range, if it is one
   */
  record SliceElement(SourceLoc loc, Expr first, Optional<Expr> last) {
  }

  /**
   * {@code !cond(c1: v1, c2: v2, ...)}: the value of the first true condition.
   *
   * @param loc        the position of the operator
   * @param conditions the conditions
   * @param values     the values, one per condition
   * @param end        the position just after the closing parenthesis
   */
  record Cond(SourceLoc loc, List<Expr> conditions, List<Expr> values, SourceLoc end) implements Expr {
    /** Copies the lists. */
    public Cond {
      conditions = List.copyOf(conditions);
      values = List.copyOf(values);
    }
  }
}
