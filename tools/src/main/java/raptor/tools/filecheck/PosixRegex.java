package raptor.tools.filecheck;

import java.util.Map;

/**
 * Translates a POSIX extended regular expression, in the dialect of LLVM's {@code regcomp}
 * (Henry Spencer's), into an equivalent {@code java.util.regex} pattern.
 *
 * <p>The dialect compiled with {@code REG_NEWLINE}: {@code .} and negated brackets never match
 * a newline; {@code \c} is the literal {@code c} except {@code \1}..{@code \9}, which are back
 * references; {@code {} is literal unless a digit follows; bounds go up to 255; brackets
 * take {@code [:class:]}, {@code [=c=]}, {@code [.name.]}, and {@code [[:<:]]}/{@code [[:>:]]}
 * word boundaries. Errors carry {@code regerror}'s messages. The translation keeps capture
 * group numbers, so back references written for the whole FileCheck pattern stay valid.
 *
 * <p>Java's matcher is leftmost-first, POSIX leftmost-longest; {@link RegexMatcher} closes the
 * gap for patterns with alternation.
 */
final class PosixRegex {
  private static final int DUP_MAX = 255;
  private static final int INFINITY = DUP_MAX + 1;
  /** A stop character that never occurs in ISO-8859-1 text, for the top level. */
  private static final char NO_STOP = '\uffff';

  private static final Map<String, String> CLASSES = Map.ofEntries(
      Map.entry("alnum", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
      Map.entry("alpha", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
      Map.entry("blank", " \t"),
      Map.entry("cntrl", "\007\b\t\n\u000b\f\r\1\2\3\4\5\6\16\17\20\21\22\23\24\25\26\27\30\31"
          + "\32\33\34\35\36\37\177"),
      Map.entry("digit", "0123456789"),
      Map.entry("graph", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
          + "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
      Map.entry("lower", "abcdefghijklmnopqrstuvwxyz"),
      Map.entry("print", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
          + "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ "),
      Map.entry("punct", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
      Map.entry("space", "\t\n\u000b\f\r "),
      Map.entry("upper", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      Map.entry("xdigit", "0123456789ABCDEFabcdef"));

  private static final String[] NAME_TABLE = {
    "NUL", "\0", "SOH", "\1", "STX", "\2", "ETX", "\3", "EOT", "\4", "ENQ", "\5", "ACK", "\6",
    "BEL", "\7", "alert", "\7", "BS", "\b", "backspace", "\b", "HT", "\t", "tab", "\t",
    "LF", "\n", "newline", "\n", "VT", "\u000b", "vertical-tab", "\u000b", "FF", "\f",
    "form-feed", "\f", "CR", "\r", "carriage-return", "\r", "SO", "\16", "SI", "\17",
    "DLE", "\20", "DC1", "\21", "DC2", "\22", "DC3", "\23", "DC4", "\24", "NAK", "\25",
    "SYN", "\26", "ETB", "\27", "CAN", "\30", "EM", "\31", "SUB", "\32", "ESC", "\33",
    "IS4", "\34", "FS", "\34", "IS3", "\35", "GS", "\35", "IS2", "\36", "RS", "\36",
    "IS1", "\37", "US", "\37", "space", " ", "exclamation-mark", "!", "quotation-mark", "\"",
    "number-sign", "#", "dollar-sign", "$", "percent-sign", "%", "ampersand", "&",
    "apostrophe", "'", "left-parenthesis", "(", "right-parenthesis", ")", "asterisk", "*",
    "plus-sign", "+", "comma", ",", "hyphen", "-", "hyphen-minus", "-", "period", ".",
    "full-stop", ".", "slash", "/", "solidus", "/", "zero", "0", "one", "1", "two", "2",
    "three", "3", "four", "4", "five", "5", "six", "6", "seven", "7", "eight", "8", "nine", "9",
    "colon", ":", "semicolon", ";", "less-than-sign", "<", "equals-sign", "=",
    "greater-than-sign", ">", "question-mark", "?", "commercial-at", "@",
    "left-square-bracket", "[", "backslash", "\\", "reverse-solidus", "\\",
    "right-square-bracket", "]", "circumflex", "^", "circumflex-accent", "^",
    "underscore", "_", "low-line", "_", "grave-accent", "`", "left-brace", "{",
    "left-curly-bracket", "{", "vertical-line", "|", "right-brace", "}",
    "right-curly-bracket", "}", "tilde", "~", "DEL", "\177",
  };

  private static final String EMPTY = "empty (sub)expression";
  private static final String BAD_REPEAT = "repetition-operator operand invalid";
  private static final String PARENS = "parentheses not balanced";
  private static final String BRACKETS = "brackets ([ ]) not balanced";
  private static final String BRACES = "braces not balanced";
  private static final String BAD_COUNT = "invalid repetition count(s)";
  private static final String BAD_RANGE = "invalid character range";
  private static final String BAD_CLASS = "invalid character class";
  private static final String BAD_COLLATE = "invalid collating element";
  private static final String TRAILING_BACKSLASH = "trailing backslash (\\)";
  private static final String BAD_BACKREF = "invalid backreference number";

  /**
   * The result of a translation.
   *
   * @param javaRegex the {@code java.util.regex} source
   * @param groupCount the number of capturing groups
   * @param hasAlternation whether the expression contains {@code |}
   */
  record Translation(String javaRegex, int groupCount, boolean hasAlternation) {}

  private final String source;
  private final StringBuilder out = new StringBuilder();
  private final boolean[] closedGroups = new boolean[10];
  private int pos;
  private int groups;
  private boolean alternation;

  private PosixRegex(String source) {
    this.source = source;
  }

  /**
   * Translates {@code ere}.
   *
   * @throws RegexSyntaxException with {@code regerror}'s message if {@code regcomp} rejects it
   */
  static Translation translate(String ere) throws RegexSyntaxException {
    PosixRegex translator = new PosixRegex(ere);
    translator.alternatives(NO_STOP);
    return new Translation(translator.out.toString(), translator.groups, translator.alternation);
  }

  /** {@return {@code text} quoted so that Java matches it literally} */
  static String quote(String text) {
    StringBuilder quoted = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      appendLiteral(quoted, text.charAt(i));
    }
    return quoted.toString();
  }

  private boolean more() {
    return pos < source.length();
  }

  private boolean more2() {
    return pos + 1 < source.length();
  }

  private char peek() {
    return more() ? source.charAt(pos) : 0;
  }

  private char peek2() {
    return more2() ? source.charAt(pos + 1) : 0;
  }

  private boolean eat(char c) {
    if (more() && peek() == c) {
      pos++;
      return true;
    }
    return false;
  }

  private boolean eatTwo(char a, char b) {
    if (more2() && peek() == a && peek2() == b) {
      pos += 2;
      return true;
    }
    return false;
  }

  private static void require(boolean condition, String error) throws RegexSyntaxException {
    if (!condition) {
      throw new RegexSyntaxException(error);
    }
  }

  private void alternatives(char stop) throws RegexSyntaxException {
    while (true) {
      int before = out.length();
      while (more() && peek() != '|' && peek() != stop) {
        expression();
      }
      require(out.length() != before, EMPTY);
      if (!eat('|')) {
        return;
      }
      alternation = true;
      out.append('|');
    }
  }

  private void expression() throws RegexSyntaxException {
    char c = source.charAt(pos++);
    boolean wasCaret = false;
    switch (c) {
      case '(' -> group();
      case ')' -> throw new RegexSyntaxException(PARENS);
      case '^' -> {
        out.append('^');
        wasCaret = true;
      }
      case '$' -> out.append("(?:$)");
      case '|' -> throw new RegexSyntaxException(EMPTY);
      case '*', '+', '?' -> throw new RegexSyntaxException(BAD_REPEAT);
      case '.' -> out.append("[^\\n]");
      case '[' -> bracket();
      case '\\' -> escape();
      case '{' -> {
        require(!more() || !isDigit(peek()), BAD_REPEAT);
        appendLiteral(out, c);
      }
      default -> appendLiteral(out, c);
    }
    if (!isRepetitionAhead()) {
      return;
    }
    char op = source.charAt(pos++);
    require(!wasCaret, BAD_REPEAT);
    if (op == '{') {
      bound();
    } else {
      out.append(op);
    }
    require(!isRepetitionAhead(), BAD_REPEAT);
  }

  private boolean isRepetitionAhead() {
    if (!more()) {
      return false;
    }
    char c = peek();
    return c == '*' || c == '+' || c == '?' || (c == '{' && more2() && isDigit(peek2()));
  }

  private void group() throws RegexSyntaxException {
    require(more(), PARENS);
    int number = ++groups;
    out.append('(');
    if (!(more() && peek() == ')')) {
      alternatives(')');
    }
    if (number < closedGroups.length) {
      closedGroups[number] = true;
    }
    require(more() && source.charAt(pos++) == ')', PARENS);
    out.append(')');
  }

  private void escape() throws RegexSyntaxException {
    require(more(), TRAILING_BACKSLASH);
    char c = source.charAt(pos++);
    if (c >= '1' && c <= '9') {
      require(closedGroups[c - '0'], BAD_BACKREF);
      out.append("(?:\\").append(c).append(')');
      return;
    }
    appendLiteral(out, c);
  }

  private void bound() throws RegexSyntaxException {
    int min = count();
    int max = min;
    if (eat(',')) {
      if (isDigit(peek())) {
        max = count();
        require(min <= max, BAD_COUNT);
      } else {
        max = INFINITY;
      }
    }
    if (!eat('}')) {
      while (more() && peek() != '}') {
        pos++;
      }
      require(more(), BRACES);
      throw new RegexSyntaxException(BAD_COUNT);
    }
    out.append('{').append(min);
    if (max != min) {
      out.append(',');
      if (max != INFINITY) {
        out.append(max);
      }
    }
    out.append('}');
  }

  private int count() throws RegexSyntaxException {
    int count = 0;
    int digits = 0;
    while (more() && isDigit(peek()) && count <= DUP_MAX) {
      count = count * 10 + (source.charAt(pos++) - '0');
      digits++;
    }
    require(digits > 0 && count <= DUP_MAX, BAD_COUNT);
    return count;
  }

  private void bracket() throws RegexSyntaxException {
    if (source.startsWith("[:<:]]", pos)) {
      pos += 6;
      out.append("\\b(?=\\w)");
      return;
    }
    if (source.startsWith("[:>:]]", pos)) {
      pos += 6;
      out.append("\\b(?<=\\w)");
      return;
    }
    boolean[] set = new boolean[256];
    boolean invert = eat('^');
    if (eat(']')) {
      set[']'] = true;
    } else if (eat('-')) {
      set['-'] = true;
    }
    while (more() && peek() != ']' && !(peek() == '-' && more2() && peek2() == ']')) {
      bracketTerm(set);
    }
    if (eat('-')) {
      set['-'] = true;
    }
    require(more() && source.charAt(pos++) == ']', BRACKETS);
    if (invert) {
      for (int i = 0; i < set.length; i++) {
        set[i] = !set[i];
      }
      set['\n'] = false;
    }
    appendSet(set);
  }

  private void bracketTerm(boolean[] set) throws RegexSyntaxException {
    char kind = 0;
    if (peek() == '[') {
      kind = peek2();
    } else if (peek() == '-') {
      throw new RegexSyntaxException(BAD_RANGE);
    }
    switch (kind) {
      case ':' -> {
        pos += 2;
        require(more(), BRACKETS);
        require(peek() != '-' && peek() != ']', BAD_CLASS);
        int nameStart = pos;
        while (more() && Character.isLetter(peek()) && peek() < 128) {
          pos++;
        }
        String members = CLASSES.get(source.substring(nameStart, pos));
        require(members != null, BAD_CLASS);
        for (int i = 0; i < members.length(); i++) {
          set[members.charAt(i)] = true;
        }
        require(more(), BRACKETS);
        require(eatTwo(':', ']'), BAD_CLASS);
      }
      case '=' -> {
        pos += 2;
        require(more(), BRACKETS);
        require(peek() != '-' && peek() != ']', BAD_COLLATE);
        set[collatingElement('=') & 0xff] = true;
        require(more(), BRACKETS);
        require(eatTwo('=', ']'), BAD_COLLATE);
      }
      default -> {
        char first = symbol();
        char last = first;
        if (more() && peek() == '-' && more2() && peek2() != ']') {
          pos++;
          last = eat('-') ? '-' : symbol();
        }
        require((byte) first <= (byte) last, BAD_RANGE);
        for (int i = first; i <= last; i++) {
          set[i & 0xff] = true;
        }
      }
    }
  }

  private char symbol() throws RegexSyntaxException {
    require(more(), BRACKETS);
    if (!eatTwo('[', '.')) {
      return source.charAt(pos++);
    }
    char value = collatingElement('.');
    require(eatTwo('.', ']'), BAD_COLLATE);
    return value;
  }

  private char collatingElement(char end) throws RegexSyntaxException {
    int nameStart = pos;
    while (more() && !(peek() == end && more2() && peek2() == ']')) {
      pos++;
    }
    require(more(), BRACKETS);
    String name = source.substring(nameStart, pos);
    for (int i = 0; i < NAME_TABLE.length; i += 2) {
      if (NAME_TABLE[i].equals(name)) {
        return NAME_TABLE[i + 1].charAt(0);
      }
    }
    require(name.length() == 1, BAD_COLLATE);
    return name.charAt(0);
  }

  private void appendSet(boolean[] set) {
    int members = 0;
    int only = 0;
    for (int i = 0; i < set.length; i++) {
      if (set[i]) {
        members++;
        only = i;
      }
    }
    if (members == 1) {
      appendLiteral(out, (char) only);
      return;
    }
    if (members == 0) {
      out.append("[^\\x00-\\xff]");
      return;
    }
    out.append('[');
    for (int i = 0; i < set.length; i++) {
      if (!set[i]) {
        continue;
      }
      int j = i;
      while (j + 1 < set.length && set[j + 1]) {
        j++;
      }
      appendHex(out, i);
      if (j > i) {
        out.append('-');
        appendHex(out, j);
      }
      i = j;
    }
    out.append(']');
  }

  private static void appendHex(StringBuilder out, int c) {
    out.append(String.format("\\x%02x", c));
  }

  private static void appendLiteral(StringBuilder out, char c) {
    if (Character.isLetterOrDigit(c) && c < 128 || c == ' ' || c == '_') {
      out.append(c);
    } else {
      appendHex(out, c & 0xff);
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
