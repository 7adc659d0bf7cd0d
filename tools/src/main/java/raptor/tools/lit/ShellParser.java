package raptor.tools.lit;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses a RUN line with the syntax of lit's internal shell: words with single quotes,
 * double quotes (where {@code \} escapes only {@code "} and {@code \}) and backslash escapes;
 * pipes; {@code &&}, {@code ||}, {@code ;}; and the redirections {@code <}, {@code >},
 * {@code >>}, {@code N>}, {@code N>&M} and {@code &>}.
 */
public final class ShellParser {
  /** A lexed token: a word, or an operator with an optional file descriptor. */
  private record Token(String word, String operator, int fd) {
    boolean is(String op) {
      return operator != null && operator.equals(op);
    }
  }

  private final String text;
  private int pos;
  private final List<Token> tokens = new ArrayList<>();
  private int next;

  private ShellParser(String text) {
    this.text = text;
  }

  /**
   * Parses {@code command}.
   *
   * @throws LitException on a syntax error
   */
  public static ShellScript parse(String command) throws LitException {
    ShellParser parser = new ShellParser(command);
    parser.lex();
    return parser.script();
  }

  private ShellScript script() throws LitException {
    List<ShellScript.Pipeline> pipelines = new ArrayList<>();
    List<String> operators = new ArrayList<>();
    pipelines.add(pipeline());
    while (next < tokens.size()) {
      Token token = tokens.get(next++);
      if (!(token.is("&&") || token.is("||") || token.is(";"))) {
        throw new LitException("unexpected token in shell command: " + describe(token));
      }
      if (token.is(";") && next == tokens.size()) {
        break;
      }
      operators.add(token.operator());
      pipelines.add(pipeline());
    }
    return new ShellScript(List.copyOf(pipelines), List.copyOf(operators));
  }

  private ShellScript.Pipeline pipeline() throws LitException {
    List<ShellScript.Command> commands = new ArrayList<>();
    commands.add(command());
    while (next < tokens.size() && tokens.get(next).is("|")) {
      next++;
      commands.add(command());
    }
    return new ShellScript.Pipeline(List.copyOf(commands));
  }

  private ShellScript.Command command() throws LitException {
    List<String> args = new ArrayList<>();
    List<ShellScript.Redirect> redirects = new ArrayList<>();
    while (next < tokens.size()) {
      Token token = tokens.get(next);
      if (token.word() != null) {
        args.add(token.word());
        next++;
        continue;
      }
      if (!isRedirect(token)) {
        break;
      }
      next++;
      if (next >= tokens.size() || tokens.get(next).word() == null) {
        throw new LitException("syntax error: missing argument to operator '"
            + token.operator() + "'");
      }
      redirects.add(new ShellScript.Redirect(token.fd(), token.operator(),
          tokens.get(next++).word()));
    }
    if (args.isEmpty()) {
      throw new LitException("syntax error: empty command"
          + (next < tokens.size() ? " before " + describe(tokens.get(next)) : ""));
    }
    return new ShellScript.Command(List.copyOf(args), List.copyOf(redirects));
  }

  private static boolean isRedirect(Token token) {
    return token.is("<") || token.is(">") || token.is(">>") || token.is(">&") || token.is("&>");
  }

  private static String describe(Token token) {
    return token.word() != null ? "'" + token.word() + "'" : "'" + token.operator() + "'";
  }

  private void lex() throws LitException {
    while (true) {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
      if (pos >= text.length()) {
        return;
      }
      char c = text.charAt(pos);
      if (c == ';' || c == '|' || c == '&' || c == '>' || c == '<') {
        tokens.add(operator(-1));
      } else {
        word();
      }
    }
  }

  private Token operator(int fd) throws LitException {
    char c = text.charAt(pos++);
    String op = switch (c) {
      case '|' -> eat('|') ? "||" : "|";
      case '&' -> eat('&') ? "&&" : eat('>') ? "&>" : "&";
      case '>' -> eat('&') ? ">&" : eat('>') ? ">>" : ">";
      case '<' -> "<";
      default -> ";";
    };
    if (op.equals("&")) {
      throw new LitException("unsupported shell operator: '&'");
    }
    int defaultFd = op.equals("<") ? 0 : 1;
    return new Token(null, op, fd >= 0 ? fd : defaultFd);
  }

  private boolean eat(char c) {
    if (pos < text.length() && text.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void word() throws LitException {
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isWhitespace(c) || ";|&".indexOf(c) >= 0) {
        break;
      }
      if ((c == '>' || c == '<') && !quoted && isNumber(word)) {
        tokens.add(operator(Integer.parseInt(word.toString())));
        return;
      }
      if (c == '>' || c == '<') {
        break;
      }
      pos++;
      if (c == '\'' || c == '"') {
        quoted = true;
        quotedPart(c, word);
      } else if (c == '\\') {
        if (pos >= text.length()) {
          throw new LitException("syntax error: trailing backslash");
        }
        word.append(text.charAt(pos++));
        quoted = true;
      } else {
        word.append(c);
      }
    }
    tokens.add(new Token(word.toString(), null, -1));
  }

  private void quotedPart(char quote, StringBuilder word) throws LitException {
    while (pos < text.length()) {
      char c = text.charAt(pos++);
      if (c == quote) {
        return;
      }
      if (c == '\\' && quote == '"' && pos < text.length()) {
        char escaped = text.charAt(pos++);
        if (escaped != '"' && escaped != '\\') {
          word.append('\\');
        }
        word.append(escaped);
      } else {
        word.append(c);
      }
    }
    throw new LitException("syntax error: missing closing quote " + quote);
  }

  private static boolean isNumber(CharSequence word) {
    if (word.length() == 0) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (!Character.isDigit(word.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
