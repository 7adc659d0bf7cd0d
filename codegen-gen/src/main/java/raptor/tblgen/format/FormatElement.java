package raptor.tblgen.format;

import java.util.List;

/** One element of a declarative assembly format; {@code offset} is its position in the text. */
public sealed interface FormatElement {
  /** {@return the offset of the element in the format text} */
  int offset();

  /** What a variable or an {@code operands}-like directive refers to. */
  enum Kind {
    /** An operand entry. */
    OPERAND,
    /** An attribute argument. */
    ATTRIBUTE,
    /** A result entry (only inside type directives). */
    RESULT,
    /** A region entry. */
    REGION,
    /** A successor entry. */
    SUCCESSOR
  }

  /**
   * A literal: a keyword or punctuation, or the whitespace literals {@code " "}, {@code "\n"}
   * and {@code ""}.
   *
   * @param text the literal text
   * @param offset the position
   */
  record Literal(String text, int offset) implements FormatElement {
  }

  /**
   * {@code $name}, possibly {@code qualified($name)}.
   *
   * @param kind what it names
   * @param name the name
   * @param qualified whether the attribute keeps its dialect prefix
   * @param offset the position
   */
  record Var(Kind kind, String name, boolean qualified, int offset) implements FormatElement {
  }

  /**
   * {@code operands}, {@code results}, {@code regions} or {@code successors}.
   *
   * @param kind which entities
   * @param offset the position
   */
  record All(Kind kind, int offset) implements FormatElement {
  }

  /**
   * {@code attr-dict} or {@code attr-dict-with-keyword}.
   *
   * @param withKeyword whether it prints {@code attributes {...}}
   * @param offset the position
   */
  record AttrDict(boolean withKeyword, int offset) implements FormatElement {
  }

  /**
   * {@code prop-dict}.
   *
   * @param offset the position
   */
  record PropDict(int offset) implements FormatElement {
  }

  /**
   * {@code type(x)} where {@code x} is an operand or result variable, {@code operands} or
   * {@code results}.
   *
   * @param target the variable or {@link All}
   * @param qualified whether written {@code qualified(type(x))}
   * @param offset the position
   */
  record TypeOf(FormatElement target, boolean qualified, int offset) implements FormatElement {
  }

  /**
   * {@code functional-type(inputs, results)}.
   *
   * @param inputs the operand variable or {@code operands}
   * @param results the result variable or {@code results}
   * @param offset the position
   */
  record FunctionalType(FormatElement inputs, FormatElement results, int offset)
      implements FormatElement {
  }

  /**
   * {@code ref(x)} inside a custom directive: an element bound elsewhere.
   *
   * @param target the referenced variable or type directive
   * @param offset the position
   */
  record Ref(FormatElement target, int offset) implements FormatElement {
  }

  /**
   * {@code custom<Name>(args)}: printed and parsed by the hooks {@code printName}/{@code parseName}.
   *
   * @param name the directive name
   * @param args the parameters
   * @param offset the position
   */
  record Custom(String name, List<FormatElement> args, int offset) implements FormatElement {
    /** Copies the list. */
    public Custom {
      args = List.copyOf(args);
    }
  }

  /**
   * {@code ( then )?} or {@code ( then ) : ( otherwise )?}; printed when the anchor is present.
   *
   * @param then the elements printed when the anchor is present
   * @param otherwise the elements printed when it is absent
   * @param anchorIndex the index in {@code then} of the element carrying {@code ^}
   * @param offset the position
   */
  record Optional(List<FormatElement> then, List<FormatElement> otherwise, int anchorIndex,
      int offset) implements FormatElement {
    /** Copies the lists. */
    public Optional {
      then = List.copyOf(then);
      otherwise = List.copyOf(otherwise);
    }

    /** {@return the anchor element} */
    public FormatElement anchor() {
      return then.get(anchorIndex);
    }
  }
}
