package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses FileCheck's command line with the conventions of LLVM's {@code cl} library: one or
 * two leading dashes, {@code -opt=value} or {@code -opt value}, {@code -DVAR=value} always
 * attached, comma-separated prefix lists, and at most one positional argument (the check
 * file). Errors are printed with LLVM's wording and end the run with LLVM's exit status 1.
 */
final class CommandLine {
  /** The program name used in messages, as LLVM prints its {@code argv[0]}. */
  static final String PROGRAM = "FileCheck";

  private static final Set<String> FLAGS = Set.of("strict-whitespace", "ignore-case",
      "allow-empty", "allow-unused-prefixes", "match-full-lines", "enable-var-scope",
      "allow-deprecated-dag-overlap", "v", "vv", "color");
  private static final Set<String> VALUED = Set.of("input-file", "check-prefix",
      "check-prefixes", "comment-prefixes", "implicit-check-not", "dump-input",
      "dump-input-filter", "dump-input-context", "dump-input-label-width");
  private static final List<String> DUMP_MODES = List.of("help", "always", "fail", "never");
  private static final List<String> DUMP_FILTERS =
      List.of("all", "annotation-full", "annotation", "error");

  /**
   * The parse result.
   *
   * @param options the options
   * @param help whether {@code --help} was given
   * @param dumpFilter the {@code --dump-input-filter} value, or null
   * @param dumpContext the {@code --dump-input-context} value
   */
  record Parsed(FileCheckOptions options, boolean help, String dumpFilter, int dumpContext) {}

  private final Diagnostics diagnostics;
  private String checkFile;
  private String inputFile = "-";
  private final List<String> checkPrefixes = new ArrayList<>();
  private final List<String> commentPrefixes = new ArrayList<>();
  private final List<String> implicitCheckNot = new ArrayList<>();
  private final List<String> defines = new ArrayList<>();
  private final Set<String> flags = new java.util.HashSet<>();
  private String dumpInput;
  private String dumpFilter;
  private int dumpContext = -1;
  private boolean help;
  private boolean failed;

  private CommandLine(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * Parses {@code args}, preceded by the words of {@code FILECHECK_OPTS} if set.
   *
   * @throws UsageFailure after printing the error, for malformed command lines
   */
  static Parsed parse(List<String> args, String environmentOptions, Diagnostics diagnostics)
      throws UsageFailure {
    List<String> all = new ArrayList<>(splitWords(environmentOptions));
    all.addAll(args);
    return new CommandLine(diagnostics).run(all, args);
  }

  private Parsed run(List<String> all, List<String> given) throws UsageFailure {
    boolean optionsEnded = false;
    int positionals = 0;
    for (int i = 0; i < all.size(); i++) {
      String arg = all.get(i);
      if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
        positionals++;
        checkFile = checkFile == null ? arg : checkFile;
        continue;
      }
      if (arg.equals("--")) {
        optionsEnded = true;
        continue;
      }
      String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
      int equals = body.indexOf('=');
      String name = equals < 0 ? body : body.substring(0, equals);
      String value = equals < 0 ? null : body.substring(equals + 1);
      if (name.equals("help")) {
        help = true;
      } else if (FLAGS.contains(name)) {
        flag(name, value);
      } else if (VALUED.contains(name)) {
        if (value == null) {
          if (i + 1 >= all.size()) {
            fail("for the " + dashes(name) + name + " option: requires a value!");
          }
          value = all.get(++i);
        }
        option(name, value);
      } else if (body.startsWith("D")) {
        if (body.length() == 1) {
          fail("for the -D option: requires a value!", false);
          continue;
        }
        defines.add(body.substring(1));
      } else {
        fail("Unknown command line argument '" + arg + "'.  Try: '" + PROGRAM + " --help'");
      }
    }
    if (positionals > 1) {
      fail("Too many positional arguments specified!\nCan specify at most 1 positional "
          + "arguments: See: " + PROGRAM + " --help");
    }
    if (failed) {
      throw new UsageFailure(1);
    }
    FileCheckOptions options = new FileCheckOptions(checkFile, inputFile,
        List.copyOf(checkPrefixes), List.copyOf(commentPrefixes), List.copyOf(implicitCheckNot),
        List.copyOf(defines), flags.contains("strict-whitespace"), flags.contains("ignore-case"),
        flags.contains("allow-empty"), flags.contains("allow-unused-prefixes"),
        flags.contains("match-full-lines"), flags.contains("enable-var-scope"),
        flags.contains("allow-deprecated-dag-overlap"),
        flags.contains("v") || flags.contains("vv"), flags.contains("vv"),
        dumpInput == null ? "fail" : dumpInput, List.copyOf(given));
    return new Parsed(options, help, dumpFilter, dumpContext < 0 ? 5 : dumpContext);
  }

  private void flag(String name, String value) throws UsageFailure {
    if (value == null || value.equals("true") || value.equals("1")) {
      flags.add(name);
    } else if (value.equals("false") || value.equals("0")) {
      flags.remove(name);
    } else {
      fail("for the " + dashes(name) + name + " option: '" + value
          + "' is invalid value for boolean argument! Try 0 or 1");
    }
  }

  private void option(String name, String value) throws UsageFailure {
    switch (name) {
      case "input-file" -> inputFile = value;
      case "check-prefix", "check-prefixes" -> checkPrefixes.addAll(splitCommas(value));
      case "comment-prefixes" -> commentPrefixes.addAll(splitCommas(value));
      case "implicit-check-not" -> implicitCheckNot.add(value);
      case "dump-input" -> dumpInput = strongest(name, value, DUMP_MODES, dumpInput);
      case "dump-input-filter" -> dumpFilter = strongest(name, value, DUMP_FILTERS, dumpFilter);
      case "dump-input-context" -> dumpContext = Math.max(dumpContext, unsigned(name, value));
      default -> unsigned(name, value);
    }
  }

  /** Keeps the value listed first in {@code values}, as LLVM gives it precedence. */
  private String strongest(String name, String value, List<String> values, String current)
      throws UsageFailure {
    if (!values.contains(value)) {
      fail("for the " + dashes(name) + name + " option: Cannot find option named '" + value
          + "'!");
      return current;
    }
    return current == null || values.indexOf(value) < values.indexOf(current) ? value : current;
  }

  private int unsigned(String name, String value) throws UsageFailure {
    try {
      int n = Integer.parseInt(value);
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException ignored) {
      // Reported below.
    }
    fail("for the " + dashes(name) + name + " option: '" + value
        + "' value invalid for uint argument!");
    return 0;
  }

  private void fail(String message) throws UsageFailure {
    fail(message, true);
  }

  private void fail(String message, boolean stop) throws UsageFailure {
    diagnostics.raw(PROGRAM + ": " + message + "\n");
    failed = true;
    if (stop) {
      throw new UsageFailure(1);
    }
  }

  private static String dashes(String name) {
    return name.length() == 1 ? "-" : "--";
  }

  private static List<String> splitCommas(String value) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= value.length(); i++) {
      if (i == value.length() || value.charAt(i) == ',') {
        parts.add(value.substring(start, i));
        start = i + 1;
      }
    }
    return parts;
  }

  /** {@return the words of {@code text}, honouring single and double quotes and backslashes} */
  static List<String> splitWords(String text) {
    List<String> words = new ArrayList<>();
    if (text == null) {
      return words;
    }
    StringBuilder word = null;
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote == 0 && Character.isWhitespace(c)) {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
        continue;
      }
      word = word == null ? new StringBuilder() : word;
      if (quote != 0 && c == quote) {
        quote = 0;
      } else if (quote == 0 && (c == '\'' || c == '"')) {
        quote = c;
      } else if (c == '\\' && quote != '\'' && i + 1 < text.length()) {
        word.append(text.charAt(++i));
      } else {
        word.append(c);
      }
    }
    if (word != null) {
      words.add(word.toString());
    }
    return words;
  }
}
