package raptor.tools.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluates lit's feature expressions ({@code REQUIRES}, {@code UNSUPPORTED}, {@code XFAIL}):
 * feature names combined with {@code !}, {@code &&}, {@code ||} and parentheses, plus
 * {@code true} and {@code false}.
 */
public final class BooleanExpression {
  private static final Pattern TOKEN =
      Pattern.compile("\\s*(\\(|\\)|&&|\\|\\||!|[-+=._a-zA-Z0-9]+)");

  private final String source;
  private final List<String> tokens;
  private final Set<String> features;
  private int pos;

  private BooleanExpression(String source, List<String> tokens, Set<String> features) {
    this.source = source;
    this.tokens = tokens;
    this.features = features;
  }

  /**
   * {@return whether {@code expression} holds given the available {@code features}}
   *
   * @throws LitException if the expression is malformed
   */
  public static boolean evaluate(String expression, Set<String> features) throws LitException {
    List<String> tokens = new ArrayList<>();
    Matcher m = TOKEN.matcher(expression);
    int end = 0;
    while (m.lookingAt()) {
      tokens.add(m.group(1));
      end = m.end();
      m.region(end, expression.length());
    }
    if (!expression.substring(end).isBlank()) {
      throw new LitException("couldn't parse text '" + expression.substring(end).strip()
          + "' in boolean expression: " + expression);
    }
    BooleanExpression parser = new BooleanExpression(expression, tokens, features);
    boolean value = parser.or();
    if (parser.pos != tokens.size()) {
      throw parser.error("expected: <end of expression>");
    }
    return value;
  }

  private boolean or() throws LitException {
    boolean value = and();
    while (accept("||")) {
      value |= and();
    }
    return value;
  }

  private boolean and() throws LitException {
    boolean value = not();
    while (accept("&&")) {
      value &= not();
    }
    return value;
  }

  private boolean not() throws LitException {
    if (accept("!")) {
      return !not();
    }
    if (accept("(")) {
      boolean value = or();
      if (!accept(")")) {
        throw error("expected: ')'");
      }
      return value;
    }
    if (pos >= tokens.size() || List.of(")", "&&", "||").contains(tokens.get(pos))) {
      throw error("expected: '!', '(', or identifier");
    }
    String name = tokens.get(pos++);
    return name.equals("true") || !name.equals("false") && features.contains(name);
  }

  private boolean accept(String token) {
    if (pos < tokens.size() && tokens.get(pos).equals(token)) {
      pos++;
      return true;
    }
    return false;
  }

  private LitException error(String expected) {
    return new LitException(expected + " in boolean expression: " + source);
  }
}
