package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Reads a canonicalized check file into the list of {@link CheckString}s to match (LLVM's
 * {@code FileCheck::readCheckFile}), after defining the {@code -D} variables and parsing the
 * {@code --implicit-check-not} patterns. Errors are printed, then a {@link UsageFailure}
 * ends the run.
 */
final class CheckFileReader {
  private static final String IMPLICIT_PREFIX = "IMPLICIT-CHECK";

  private final FileCheckOptions options;
  private final VariableContext context;
  private final Diagnostics diagnostics;
  private final List<SourceBuffer> implicitBuffers = new ArrayList<>();

  CheckFileReader(FileCheckOptions options, VariableContext context, Diagnostics diagnostics) {
    this.options = options;
    this.context = context;
    this.diagnostics = diagnostics;
  }

  /** {@return the check strings of {@code checkFile}} */
  List<CheckString> read(SourceBuffer checkFile) throws UsageFailure {
    new GlobalDefines(context, diagnostics).define(options.defines());
    List<CheckString.DagNot> implicit = implicitNegativeChecks();
    List<String> prefixes = options.effectiveCheckPrefixes();
    DirectiveScanner scanner =
        new DirectiveScanner(checkFile.text(), prefixes, options.effectiveCommentPrefixes());
    TreeSet<String> notFound = new TreeSet<>(prefixes);
    int distinctPrefixes = notFound.size();
    List<CheckString> checks = new ArrayList<>();
    List<CheckString.DagNot> dagNots = new ArrayList<>(implicit);
    String text = checkFile.text();
    int position = 0;
    while (true) {
      DirectiveScanner.Found found = scanner.next(position);
      if (found == null) {
        break;
      }
      Directive directive = found.directive();
      String prefix = found.prefix();
      if (directive.kind() != CheckKind.COMMENT) {
        notFound.remove(prefix);
      }
      Slice prefixAt = new Slice(checkFile, found.prefixStart(), found.prefixStart());
      position = found.afterSuffix() < text.length() ? found.afterSuffix()
          : found.prefixStart() + prefix.length();
      reportMalformed(found, checkFile, position);
      if (!(options.strictWhitespace() && options.matchFullLines())) {
        while (position < text.length() && Slice.isBlank(text.charAt(position))) {
          position++;
        }
      }
      int eol = position;
      while (eol < text.length() && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
        eol++;
      }
      Slice patternText = new Slice(checkFile, position, eol);
      position = eol;
      if (directive.kind() == CheckKind.COMMENT) {
        continue;
      }
      int line = checkFile.lineOf(found.prefixStart());
      Pattern pattern = parse(patternText, prefix, directive, line);
      CheckKind kind = directive.kind();
      if (kind == CheckKind.LABEL && pattern.hasVariable()) {
        fail(prefixAt, "found '" + prefix + "-LABEL:' with variable definition or use");
      }
      if ((kind == CheckKind.NEXT || kind == CheckKind.SAME || kind == CheckKind.EMPTY)
          && checks.isEmpty()) {
        fail(prefixAt, "found '" + prefix + kind.suffix() + "' without previous '" + prefix
            + ": line");
      }
      if (kind == CheckKind.DAG || kind == CheckKind.NOT) {
        dagNots.add(new CheckString.DagNot(pattern, prefix));
        continue;
      }
      checks.add(new CheckString(pattern, prefix, patternText.take(0), dagNots));
      dagNots = new ArrayList<>(implicit);
    }
    boolean noneFound = notFound.size() == distinctPrefixes;
    boolean someUnused = !options.allowUnusedPrefixes() && !notFound.isEmpty();
    if ((noneFound || someUnused) && (implicit.isEmpty() || !options.checkPrefixes().isEmpty())) {
      StringBuilder message = new StringBuilder("error: no check strings found with prefix")
          .append(notFound.size() > 1 ? "es " : " ");
      String separator = "";
      for (String missing : notFound) {
        message.append(separator).append('\'').append(missing).append(":'");
        separator = ", ";
      }
      diagnostics.raw(message.append('\n').toString());
      throw new UsageFailure(2);
    }
    if (!dagNots.isEmpty()) {
      Slice end = new Slice(checkFile, position, position);
      checks.add(new CheckString(Pattern.endOfInput(end, context), prefixes.get(0), end,
          dagNots));
    }
    return checks;
  }

  /** {@return the synthetic buffers of the implicit patterns, in command-line order} */
  List<SourceBuffer> implicitBuffers() {
    return implicitBuffers;
  }

  private void reportMalformed(DirectiveScanner.Found found, SourceBuffer checkFile,
      int position) throws UsageFailure {
    String prefix = found.prefix();
    switch (found.directive().kind()) {
      case MISSPELLED -> fail(new Slice(checkFile, found.prefixStart(), found.prefixStart()),
          "misspelled directive '"
              + checkFile.text().substring(found.prefixStart(), found.afterSuffix()) + "'");
      case BAD_NOT -> fail(new Slice(checkFile, position, position),
          "unsupported -NOT combo on prefix '" + prefix + "'");
      case BAD_COUNT -> fail(new Slice(checkFile, position, position),
          "invalid count in -COUNT specification on prefix '" + prefix + "'");
      default -> {
        // A well-formed directive.
      }
    }
  }

  private List<CheckString.DagNot> implicitNegativeChecks() throws UsageFailure {
    List<CheckString.DagNot> implicit = new ArrayList<>();
    String head = "-implicit-check-not='";
    for (String text : options.implicitCheckNot()) {
      SourceBuffer buffer = new SourceBuffer("command line", head + text + "'");
      implicitBuffers.add(buffer);
      Slice patternText = new Slice(buffer, head.length(), head.length() + text.length());
      Pattern pattern = parse(patternText, IMPLICIT_PREFIX, Directive.of(CheckKind.NOT), null);
      implicit.add(new CheckString.DagNot(pattern, IMPLICIT_PREFIX));
    }
    return implicit;
  }

  private Pattern parse(Slice text, String prefix, Directive directive, Integer line)
      throws UsageFailure {
    try {
      return PatternParser.parse(text, prefix, directive, line, options, context);
    } catch (FatalPatternError error) {
      error.printWhileReading(diagnostics);
      throw new UsageFailure(1);
    } catch (PatternError error) {
      error.printWhileReading(diagnostics);
      throw new UsageFailure(2);
    }
  }

  private void fail(Slice at, String message) throws UsageFailure {
    diagnostics.print(at, Diagnostics.Kind.ERROR, message, null);
    throw new UsageFailure(2);
  }
}
