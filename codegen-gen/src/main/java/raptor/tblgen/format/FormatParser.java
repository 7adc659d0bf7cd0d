package raptor.tblgen.format;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.format.FormatElement.Kind;
import raptor.tblgen.format.FormatLexer.Token;
import raptor.tblgen.format.FormatLexer.TokenKind;
import raptor.tblgen.ods.OpSpec;

/**
 * Parses an {@code assemblyFormat} into {@link FormatElement}s, resolving each {@code $name}
 * against the op, with mlir-tblgen's messages for malformed text.
 */
public final class FormatParser {
  private static final String SINGLE_CHAR_LITERALS = "_:,=<>()[]{}?+-*";

  private final FormatLexer lexer;
  private final OpSpec op;
  private Token token;
  private int anchorsSeen;
  private FormatElement lastAnchor;

  private FormatParser(String text, OpSpec op) {
    this.lexer = new FormatLexer(text);
    this.op = op;
    this.token = lexer.next();
  }

  /**
   * {@return the elements of {@code text}}
   *
   * @throws FormatException on malformed text or a name the op does not define
   */
  public static List<FormatElement> parse(String text, OpSpec op) {
    FormatParser parser = new FormatParser(text, op);
    List<FormatElement> elements = new ArrayList<>();
    while (parser.token.kind() != TokenKind.EOF) {
      elements.add(parser.element(false));
    }
    return elements;
  }

  private Token consume() {
    Token t = token;
    token = lexer.next();
    return t;
  }

  private void expect(String punct, String message) {
    if (!token.is(punct)) {
      throw new FormatException(token.offset(), message);
    }
    consume();
  }

  private FormatElement element(boolean inGroup) {
    Token t = token;
    switch (t.kind()) {
      case LITERAL:
        consume();
        return literal(t);
      case VARIABLE:
        consume();
        return anchored(variable(t, false), inGroup);
      case KEYWORD:
        return anchored(directive(), inGroup);
      case PUNCT:
        if (t.is("(")) {
          if (inGroup) {
            throw new FormatException(t.offset(), "optional groups can only be used as top-level elements");
          }
          return optionalGroup();
        }
        break;
      default:
        break;
    }
    throw new FormatException(t.offset(), "expected literal, variable, directive, or optional group");
  }

  /** Consumes a {@code ^} after an element; only allowed inside optional groups. */
  private FormatElement anchored(FormatElement element, boolean inGroup) {
    if (token.is("^")) {
      if (!inGroup) {
        throw new FormatException(token.offset(), "'^' is only valid within optional groups");
      }
      consume();
      anchorsSeen++;
      lastAnchor = element;
    }
    return element;
  }

  private static FormatElement literal(Token t) {
    String v = t.text();
    boolean valid = v.isEmpty() || v.equals(" ") || v.equals("\n") || v.equals("->")
        || v.equals("...") || isKeyword(v)
        || (v.length() == 1 && SINGLE_CHAR_LITERALS.indexOf(v.charAt(0)) >= 0);
    if (!valid) {
      String why = v.length() == 1
          ? "single character literal must be a letter or one of '" + SINGLE_CHAR_LITERALS + "'"
          : "literal must be a keyword, '->' or '...'";
      throw new FormatException(t.offset(), "expected valid literal but got '" + v + "': " + why);
    }
    return new FormatElement.Literal(v, t.offset());
  }

  private static boolean isKeyword(String v) {
    if (v.isEmpty() || !(Character.isLetter(v.charAt(0)) || v.charAt(0) == '_')) {
      return false;
    }
    for (int i = 1; i < v.length(); i++) {
      char c = v.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  private FormatElement.Var variable(Token t, boolean qualified) {
    String name = t.text();
    Kind kind;
    if (op.operand(name) != null) {
      kind = Kind.OPERAND;
    } else if (op.attribute(name) != null) {
      kind = Kind.ATTRIBUTE;
    } else if (op.result(name) != null) {
      kind = Kind.RESULT;
    } else if (op.regions().stream().anyMatch(r -> r.name().equals(name))) {
      kind = Kind.REGION;
    } else if (op.successors().stream().anyMatch(s -> s.name().equals(name))) {
      kind = Kind.SUCCESSOR;
    } else {
      throw new FormatException(t.offset(),
          "expected variable to refer to an argument, region, result, or successor");
    }
    return new FormatElement.Var(kind, name, qualified, t.offset());
  }

  private FormatElement directive() {
    Token t = consume();
    switch (t.text()) {
      case "attr-dict":
        return new FormatElement.AttrDict(false, t.offset());
      case "attr-dict-with-keyword":
        return new FormatElement.AttrDict(true, t.offset());
      case "prop-dict":
        return new FormatElement.PropDict(t.offset());
      case "operands":
        return new FormatElement.All(Kind.OPERAND, t.offset());
      case "results":
        return new FormatElement.All(Kind.RESULT, t.offset());
      case "regions":
        return new FormatElement.All(Kind.REGION, t.offset());
      case "successors":
        return new FormatElement.All(Kind.SUCCESSOR, t.offset());
      case "type":
        return typeDirective(t, false);
      case "qualified":
        return qualified(t);
      case "functional-type":
        return functionalType(t);
      case "custom":
        return custom(t);
      default:
        throw new FormatException(t.offset(), "expected literal, variable, directive, or optional group");
    }
  }

  private FormatElement.TypeOf typeDirective(Token t, boolean qualified) {
    expect("(", "expected '(' before argument list");
    FormatElement target = typeTarget();
    expect(")", "expected ')' after argument list");
    return new FormatElement.TypeOf(target, qualified, t.offset());
  }

  private FormatElement typeTarget() {
    Token t = token;
    if (t.kind() == TokenKind.VARIABLE) {
      consume();
      FormatElement.Var var = variable(t, false);
      if (var.kind() != Kind.OPERAND && var.kind() != Kind.RESULT) {
        throw new FormatException(t.offset(), "expected an operand or result variable, or 'operands' or 'results'");
      }
      return var;
    }
    if (t.kind() == TokenKind.KEYWORD && (t.text().equals("operands") || t.text().equals("results"))) {
      consume();
      return new FormatElement.All(t.text().equals("operands") ? Kind.OPERAND : Kind.RESULT, t.offset());
    }
    throw new FormatException(t.offset(), "expected an operand or result variable, or 'operands' or 'results'");
  }

  private FormatElement qualified(Token t) {
    expect("(", "expected '(' before argument list");
    FormatElement inner;
    if (token.kind() == TokenKind.VARIABLE) {
      Token v = consume();
      FormatElement.Var var = variable(v, true);
      if (var.kind() != Kind.ATTRIBUTE) {
        throw new FormatException(v.offset(), "'qualified' directive expects an attribute or a `type` directive");
      }
      inner = var;
    } else if (token.kind() == TokenKind.KEYWORD && token.text().equals("type")) {
      inner = typeDirective(consume(), true);
    } else {
      throw new FormatException(token.offset(), "'qualified' directive expects an attribute or a `type` directive");
    }
    expect(")", "expected ')' after argument list");
    return inner;
  }

  private FormatElement functionalType(Token t) {
    expect("(", "expected '(' before argument list");
    FormatElement inputs = typeTarget();
    expect(",", "expected ',' after inputs argument");
    FormatElement results = typeTarget();
    expect(")", "expected ')' after argument list");
    return new FormatElement.FunctionalType(inputs, results, t.offset());
  }

  private FormatElement custom(Token t) {
    expect("<", "expected '<' before custom directive name");
    if (token.kind() != TokenKind.KEYWORD) {
      throw new FormatException(token.offset(), "expected custom directive name identifier");
    }
    String name = consume().text();
    expect(">", "expected '>' after custom directive name");
    expect("(", "expected '(' before custom directive parameters");
    List<FormatElement> args = new ArrayList<>();
    if (!token.is(")")) {
      do {
        args.add(customArg());
      } while (token.is(",") && consume() != null);
    }
    expect(")", "expected ')' after custom directive parameters");
    return new FormatElement.Custom(name, args, t.offset());
  }

  private FormatElement customArg() {
    Token t = token;
    if (t.kind() == TokenKind.VARIABLE) {
      consume();
      return variable(t, false);
    }
    if (t.kind() == TokenKind.KEYWORD && t.text().equals("ref")) {
      consume();
      expect("(", "expected '(' before argument list");
      FormatElement target = customArg();
      expect(")", "expected ')' after argument list");
      return new FormatElement.Ref(target, t.offset());
    }
    if (t.kind() == TokenKind.KEYWORD && t.text().equals("type")) {
      return typeDirective(consume(), false);
    }
    if (t.kind() == TokenKind.KEYWORD && t.text().equals("attr-dict")) {
      consume();
      return new FormatElement.AttrDict(false, t.offset());
    }
    throw new FormatException(t.offset(), "only variables and types may be used as parameters to a custom directive");
  }

  private FormatElement optionalGroup() {
    Token open = consume();
    int anchorsBefore = anchorsSeen;
    lastAnchor = null;
    List<FormatElement> then = new ArrayList<>();
    while (!token.is(")")) {
      if (token.kind() == TokenKind.EOF) {
        throw new FormatException(token.offset(), "expected literal, variable, directive, or optional group");
      }
      then.add(element(true));
    }
    consume();
    FormatElement anchor = lastAnchor;
    if (anchorsSeen - anchorsBefore > 1) {
      throw new FormatException(open.offset(), "only one element can be marked as the anchor of an optional group");
    }
    List<FormatElement> otherwise = new ArrayList<>();
    if (token.is(":")) {
      consume();
      expect("(", "expected '(' to start else branch of optional group");
      while (!token.is(")")) {
        if (token.kind() == TokenKind.EOF) {
          throw new FormatException(token.offset(), "expected literal, variable, directive, or optional group");
        }
        otherwise.add(element(false));
      }
      consume();
    }
    expect("?", "expected '?' after optional group");
    if (anchor == null) {
      throw new FormatException(open.offset(), "optional group has no anchor element");
    }
    if (then.isEmpty()) {
      throw new FormatException(open.offset(), "optional group has no elements");
    }
    return new FormatElement.Optional(then, otherwise, indexOf(then, anchor), open.offset());
  }

  private static int indexOf(List<FormatElement> elements, FormatElement anchor) {
    for (int i = 0; i < elements.size(); i++) {
      if (elements.get(i) == anchor) {
        return i;
      }
    }
    throw new FormatException(anchor.offset(), "the anchor of an optional group must be a top-level element of the group");
  }
}
