package raptor.tools.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the lit directives of a test file: {@code RUN:} (a trailing {@code \} continues on
 * the next RUN line), {@code REQUIRES:}, {@code UNSUPPORTED:}, {@code XFAIL:},
 * {@code DEFINE:}, {@code REDEFINE:} and {@code END.}, anywhere on a line, as lit does.
 */
public final class TestScriptParser {
  private static final Pattern KEYWORD = Pattern.compile(
      "(?<![-\\w])(RUN:|REQUIRES:|UNSUPPORTED:|XFAIL:|DEFINE:|REDEFINE:|END\\.)");
  private static final Pattern DEFINITION =
      Pattern.compile("\\s*(%\\{[-+=._a-zA-Z0-9:]+\\})\\s*=(.*)");
  private static final Pattern LINE_EXPRESSION = Pattern.compile("%\\(line *([+-]) *(\\d+)\\)");

  private TestScriptParser() {}

  /**
   * Parses the text of a test file.
   *
   * @throws LitException for unterminated RUN lines or malformed definitions
   */
  public static TestScript parse(String text) throws LitException {
    List<TestScript.Directive> directives = new ArrayList<>();
    List<String> requires = new ArrayList<>();
    List<String> unsupported = new ArrayList<>();
    List<String> xfails = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = KEYWORD.matcher(lines[i]);
      if (!m.find()) {
        continue;
      }
      int number = i + 1;
      String keyword = m.group(1);
      if (keyword.equals("END.")) {
        break;
      }
      String rest = lines[i].substring(m.end()).stripTrailing();
      switch (keyword) {
        case "RUN:" -> addRun(directives, number, expandLine(rest, number));
        case "REQUIRES:" -> requires.addAll(split(rest));
        case "UNSUPPORTED:" -> unsupported.addAll(split(rest));
        case "XFAIL:" -> xfails.addAll(split(rest));
        default -> directives.add(define(number, rest, keyword.equals("REDEFINE:")));
      }
    }
    if (!directives.isEmpty() && directives.get(directives.size() - 1)
        instanceof TestScript.Run run && run.command().endsWith("\\")) {
      throw new LitException("Test has unterminated 'RUN:' lines (with '\\')");
    }
    return new TestScript(List.copyOf(directives), List.copyOf(requires),
        List.copyOf(unsupported), List.copyOf(xfails));
  }

  private static void addRun(List<TestScript.Directive> directives, int line, String command) {
    if (!directives.isEmpty() && directives.get(directives.size() - 1) instanceof TestScript.Run
        previous && previous.command().endsWith("\\")) {
      String joined = previous.command().substring(0, previous.command().length() - 1) + command;
      directives.set(directives.size() - 1, new TestScript.Run(previous.line(), joined));
      return;
    }
    directives.add(new TestScript.Run(line, command));
  }

  private static String expandLine(String command, int line) {
    String expanded = command.replace("%(line)", Integer.toString(line));
    Matcher m = LINE_EXPRESSION.matcher(expanded);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      int offset = Integer.parseInt(m.group(2));
      int value = m.group(1).equals("+") ? line + offset : line - offset;
      m.appendReplacement(out, Integer.toString(value));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static TestScript.Define define(int line, String text, boolean redefine)
      throws LitException {
    Matcher m = DEFINITION.matcher(text);
    if (!m.matches()) {
      throw new LitException("line " + line + ": substitution definition must have the form "
          + "'%{name} = value': " + text.strip());
    }
    return new TestScript.Define(line, m.group(1), m.group(2).strip(), redefine);
  }

  private static List<String> split(String list) {
    List<String> items = new ArrayList<>();
    for (String item : list.split(",")) {
      if (!item.isBlank()) {
        items.add(item.strip());
      }
    }
    return items;
  }
}
