package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses the text of one directive into a {@link Pattern} (LLVM's
 * {@code Pattern::parsePattern}): literal text, {@code {{regex}}} blocks, string variable
 * blocks {@code [[VAR:regex]]}/{@code [[VAR]]} and numeric blocks {@code [[#...]]}.
 */
final class PatternParser {
  private static final int BACKREF_LIMIT = 20;

  private final FileCheckOptions options;
  private final VariableContext context;
  private final Directive directive;
  private final Integer lineNumber;
  private final StringBuilder regex = new StringBuilder();
  private final List<Substitution> substitutions = new ArrayList<>();
  private final Map<String, Integer> stringCaptures = new LinkedHashMap<>();
  private final Map<String, Pattern.NumericCapture> numericCaptures = new LinkedHashMap<>();
  private int nextGroup = 1;
  private boolean alternation;

  private PatternParser(FileCheckOptions options, VariableContext context, Directive directive,
      Integer lineNumber) {
    this.options = options;
    this.context = context;
    this.directive = directive;
    this.lineNumber = lineNumber;
  }

  /**
   * Parses {@code text}, the rest of the directive's line after leading blanks.
   *
   * @param prefix the check prefix, for messages
   * @param lineNumber the check-file line, or null for implicit patterns
   * @throws PatternError on malformed patterns
   * @throws FatalPatternError on a {@code ]} that closes nothing (LLVM exits with 1)
   */
  static Pattern parse(Slice text, String prefix, Directive directive, Integer lineNumber,
      FileCheckOptions options, VariableContext context) throws PatternError {
    return new PatternParser(options, context, directive, lineNumber).parse(text, prefix);
  }

  private Pattern parse(Slice text, String prefix) throws PatternError {
    CheckKind kind = directive.kind();
    boolean fullLines = options.matchFullLines() && kind != CheckKind.NOT;
    Slice location = text.take(0);
    if (!(options.strictWhitespace() && options.matchFullLines())) {
      text = text.trimRight();
    }
    if (text.isEmpty() && kind != CheckKind.EMPTY) {
      throw PatternError.direct(location, "found empty check string with prefix '" + prefix + ":'");
    }
    if (!text.isEmpty() && kind == CheckKind.EMPTY) {
      throw PatternError.direct(location,
          "found non-empty check string for empty check with prefix '" + prefix + ":'");
    }
    if (kind == CheckKind.EMPTY) {
      return build(location, null, "(\\n(?:$))");
    }
    if (directive.literal()) {
      return build(location, text.text(), null);
    }
    if (!fullLines && (text.length() < 2
        || (text.indexOf("{{", 0) < 0 && text.indexOf("[[", 0) < 0))) {
      return build(location, text.text(), null);
    }
    if (fullLines) {
      regex.append('^');
      if (!options.strictWhitespace()) {
        regex.append(" *");
      }
    }
    while (!text.isEmpty()) {
      if (text.startsWith("{{")) {
        text = regexBlock(text);
      } else if (text.startsWith("[[") && !text.startsWith("[[[")) {
        text = substitutionBlock(text);
      } else {
        int end = minPositive(text.indexOf("{{", 1), text.indexOf("[[", 1), text.length());
        regex.append(PosixRegex.quote(text.take(end).text()));
        text = text.from(end);
      }
    }
    if (fullLines) {
      if (!options.strictWhitespace()) {
        regex.append(" *");
      }
      regex.append('$');
    }
    return build(location, null, regex.toString());
  }

  private Pattern build(Slice location, String fixed, String javaRegex) {
    return new Pattern(directive, lineNumber, location, context, options.ignoreCase(), fixed,
        javaRegex, alternation, substitutions, stringCaptures, numericCaptures);
  }

  private Slice regexBlock(Slice text) throws PatternError {
    int end = text.indexOf("}}", 0);
    if (end < 0) {
      throw PatternError.direct(text.take(0), "found start of regex string with no end '}}'");
    }
    boolean wrap = text.indexOf('|') >= 0;
    if (wrap) {
      regex.append('(');
      nextGroup++;
    }
    appendRegex(text.sub(2, end));
    if (wrap) {
      regex.append(')');
    }
    return text.from(end + 2);
  }

  private void appendRegex(Slice posix) throws PatternError {
    try {
      PosixRegex.Translation translation = PosixRegex.translate(posix.text());
      regex.append(translation.javaRegex());
      nextGroup += translation.groupCount();
      alternation |= translation.hasAlternation();
    } catch (RegexSyntaxException e) {
      throw PatternError.direct(posix.take(0), "invalid regex: " + e.getMessage());
    }
  }

  private Slice substitutionBlock(Slice text) throws PatternError {
    Slice body = text.from(2);
    int end = findBlockEnd(body);
    if (end < 0) {
      throw PatternError.direct(text.take(0), "Invalid substitution block, no ]] found");
    }
    Slice block = body.take(end);
    Slice rest = body.from(end + 2);
    boolean numeric = block.startsWith("#");
    if (numeric) {
      numericBlock(block.from(1), false);
    } else {
      stringBlock(block);
    }
    return rest;
  }

  private void stringBlock(Slice block) throws PatternError {
    int colon = block.indexOf(':');
    Slice nameArea = colon < 0 ? block : block.take(colon);
    for (int i = 0; i < nameArea.length(); i++) {
      if (Slice.isBlank(nameArea.charAt(i))) {
        throw PatternError.direct(nameArea.sub(i, i), "unexpected whitespace");
      }
    }
    Slice name = NumericBlockParser.parseVariableName(block);
    Slice after = NumericBlockParser.afterName(block, name);
    boolean pseudo = NumericBlockParser.isPseudo(name);
    if (colon < 0) {
      if (pseudo) {
        numericBlock(block, true);
        return;
      }
      if (!after.isEmpty()) {
        throw PatternError.direct(name.take(0), "invalid name in string variable use");
      }
      useString(name);
      return;
    }
    if (pseudo || !after.startsWith(":")) {
      throw PatternError.direct(name.take(0), "invalid name in string variable definition");
    }
    if (context.numeric(name.text()) != null) {
      throw PatternError.direct(name.take(0),
          "numeric variable with name '" + name + "' already exists");
    }
    regex.append('(');
    stringCaptures.put(name.text(), nextGroup++);
    context.declareString(name.text());
    Slice capture = after.from(1);
    if (!capture.isEmpty()) {
      appendRegex(capture);
    }
    regex.append(')');
  }

  private void useString(Slice name) throws PatternError {
    Integer group = stringCaptures.get(name.text());
    if (group == null) {
      substitutions.add(new Substitution.StringUse(name, regex.length(), context));
      return;
    }
    if (group > BACKREF_LIMIT) {
      throw PatternError.direct(name.take(0),
          "Can't back-reference more than " + BACKREF_LIMIT + " variables");
    }
    regex.append("(?:\\").append(group).append(')');
  }

  private void numericBlock(Slice block, boolean legacyLine) throws PatternError {
    NumericBlockParser.Block parsed =
        NumericBlockParser.parse(block, legacyLine, lineNumber, context);
    NumericVariable defined = parsed.defined();
    int insertAt = regex.length();
    if (defined != null) {
      regex.append('(');
      insertAt++;
      numericCaptures.put(defined.name(), new Pattern.NumericCapture(defined, nextGroup++));
      context.putNumeric(defined);
    }
    if (parsed.expression() == null) {
      appendWildcard(block, parsed.format());
    }
    if (defined != null) {
      regex.append(')');
    }
    if (parsed.expression() != null) {
      substitutions.add(new Substitution.Numeric(block, insertAt, parsed.expression(),
          parsed.format()));
    }
  }

  private void appendWildcard(Slice block, ExpressionFormat format) throws PatternError {
    try {
      PosixRegex.Translation translation = PosixRegex.translate(format.wildcardRegex());
      regex.append(translation.javaRegex());
      nextGroup += translation.groupCount();
    } catch (RegexSyntaxException e) {
      throw PatternError.direct(block.take(0), "invalid regex: " + e.getMessage());
    }
  }

  /**
   * {@return the offset of the {@code ]]} closing a substitution block, or -1}
   *
   * @throws FatalPatternError on a {@code ]} that closes no {@code [}
   */
  private static int findBlockEnd(Slice text) throws FatalPatternError {
    int depth = 0;
    int i = 0;
    while (i < text.length()) {
      if (depth == 0 && text.sub(i, text.length()).startsWith("]]")) {
        return i;
      }
      char c = text.charAt(i);
      if (c == '\\') {
        i += 2;
        continue;
      }
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (depth == 0) {
          throw new FatalPatternError(text.sub(i, i),
              "missing closing \"]\" for regex variable");
        }
        depth--;
      }
      i++;
    }
    return -1;
  }

  private static int minPositive(int a, int b, int fallback) {
    int min = fallback;
    if (a >= 0) {
      min = Math.min(min, a);
    }
    if (b >= 0) {
      min = Math.min(min, b);
    }
    return min;
  }
}
