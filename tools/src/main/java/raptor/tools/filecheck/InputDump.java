package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects match results and renders LLVM FileCheck's annotated input dump
 * ({@code --dump-input}): each input line is printed with its number, followed by annotation
 * lines such as {@code check:2'0 X~~~ error: no match found} that mark where patterns matched,
 * failed or were excluded.
 */
final class InputDump {

  /** How a diagnostic relates to the input, selecting the marker drawn. */
  enum MatchType {
    FOUND_AND_EXPECTED('^', "", false),
    FOUND_BUT_EXCLUDED('!', "error: no match expected", true),
    FOUND_BUT_WRONG_LINE('!', "error: match on wrong line", true),
    DISCARDED('!', "discard: overlaps earlier match", false),
    NONE_AND_EXCLUDED('X', "", false),
    NONE_BUT_EXPECTED('X', "error: no match found", true),
    NONE_FOR_INVALID_PATTERN('X', "error: match failed for invalid pattern", true),
    FUZZY('?', "possible intended match", true);

    private final char lead;
    private final String note;
    private final boolean error;

    MatchType(char lead, String note, boolean error) {
      this.lead = lead;
      this.note = note;
      this.error = error;
    }
  }

  private record Diag(Pattern pattern, MatchType type, int start, int end, String note) {}

  private record Annotation(int index, String label, boolean firstLine, int line, int startCol,
      int endCol, char lead, String note, boolean error) {}

  private final String mode;
  private final String filter;
  private final int context;
  private final boolean verbose;
  private final boolean veryVerbose;
  private final SourceBuffer checkFile;
  private final List<SourceBuffer> implicitBuffers;
  private final List<Diag> diags = new ArrayList<>();
  private SourceBuffer input;

  /**
   * Creates a collector.
   *
   * @param mode {@code never}, {@code fail} or {@code always}
   * @param filter {@code all}, {@code annotation-full}, {@code annotation}, {@code error}, or
   *     null for the mode's default
   * @param context the number of context lines around filtered lines
   */
  InputDump(String mode, String filter, int context, boolean verbose, boolean veryVerbose,
      SourceBuffer checkFile, List<SourceBuffer> implicitBuffers) {
    this.mode = mode;
    this.filter = filter != null ? filter : mode.equals("always") ? "all" : "error";
    this.context = context;
    this.verbose = verbose;
    this.veryVerbose = veryVerbose;
    this.checkFile = checkFile;
    this.implicitBuffers = implicitBuffers;
  }

  /** Sets the input buffer the offsets refer to. */
  void setInput(SourceBuffer input) {
    this.input = input;
  }

  /** {@return whether diagnostics are collected (the dump is not {@code never})} */
  boolean enabled() {
    return !mode.equals("never");
  }

  /** {@return whether the dump is printed for a run with this outcome} */
  boolean shouldPrint(boolean failed) {
    return mode.equals("always") || failed && mode.equals("fail");
  }

  /** Records a diagnostic on {@code [start, end)} of the input. */
  void add(Pattern pattern, MatchType type, int start, int end, String note) {
    if (!enabled() || type == MatchType.DISCARDED && !veryVerbose) {
      return;
    }
    if (pattern.kind() == CheckKind.EOF) {
      return;
    }
    diags.add(new Diag(pattern, type, start, end, note));
  }

  /** Records a match of {@code pattern}. */
  void found(Pattern pattern, boolean expected, Pattern.Match match) {
    add(pattern, expected ? MatchType.FOUND_AND_EXPECTED : MatchType.FOUND_BUT_EXCLUDED,
        match.start(), match.end(), "");
  }

  /** Records a failed search for {@code pattern} in {@code [from, to)}. */
  void notFound(Pattern pattern, boolean expected, boolean invalid, int from, int to) {
    MatchType type = invalid ? MatchType.NONE_FOR_INVALID_PATTERN
        : expected ? MatchType.NONE_BUT_EXPECTED : MatchType.NONE_AND_EXCLUDED;
    add(pattern, type, from, to, "");
  }

  /** Records a note without a marker at {@code at}, such as a substitution value. */
  void note(Pattern pattern, boolean found, boolean expected, int at, String note) {
    MatchType type = found ? expected ? MatchType.FOUND_AND_EXPECTED
        : MatchType.FOUND_BUT_EXCLUDED : expected ? MatchType.NONE_BUT_EXPECTED
        : MatchType.NONE_AND_EXCLUDED;
    add(pattern, type, at, at, note);
  }

  /** Records a fuzzy match suggestion. */
  void fuzzy(Pattern pattern, int at) {
    add(pattern, MatchType.FUZZY, at, at, "");
  }

  /**
   * Records a match on the wrong line. With {@code -v} the good-match diagnostics already
   * recorded for the pattern are turned into wrong-line ones, as LLVM does.
   */
  void wrongLine(Pattern pattern, int start, int end) {
    if (!enabled()) {
      return;
    }
    if (!verbose || diags.isEmpty()) {
      add(pattern, MatchType.FOUND_BUT_WRONG_LINE, start, end, "");
      return;
    }
    Slice location = diags.get(diags.size() - 1).pattern().location();
    for (int i = diags.size() - 1; i >= 0 && diags.get(i).pattern().location().equals(location);
        i--) {
      Diag d = diags.get(i);
      diags.set(i, new Diag(d.pattern(), MatchType.FOUND_BUT_WRONG_LINE, d.start(), d.end(),
          d.note()));
    }
  }

  /** {@return the rendered dump, including the header} */
  String render(String inputName, String checkName) {
    StringBuilder out = new StringBuilder();
    out.append("\nInput file: ").append(inputName).append("\nCheck file: ").append(checkName)
        .append("\n\n-dump-input=help explains the following input dump.\n\n");
    out.append("Input was:\n<<<<<<\n");
    List<Annotation> annotations = new ArrayList<>();
    int labelWidth = buildAnnotations(annotations);
    annotations.sort(Comparator.comparingInt(Annotation::line)
        .thenComparingInt(Annotation::index));
    String text = input.text();
    int lineCount = (int) text.chars().filter(c -> c == '\n').count();
    if (text.isEmpty() || text.charAt(text.length() - 1) != '\n') {
      lineCount++;
    }
    labelWidth = Math.max(labelWidth, String.valueOf(lineCount).length()) + 3;
    renderLines(out, annotations, labelWidth);
    return out.append(">>>>>>\n").toString();
  }

  private int buildAnnotations(List<Annotation> annotations) {
    Map<Slice, Integer> perPattern = new HashMap<>();
    for (Diag d : diags) {
      perPattern.merge(d.pattern().location(), 1, Integer::sum);
    }
    Map<Slice, Integer> seen = new HashMap<>();
    int labelWidth = 0;
    int index = 0;
    for (Diag d : diags) {
      Slice location = d.pattern().location();
      StringBuilder label = new StringBuilder(abbreviation(d.pattern().directive())).append(':');
      if (location.buffer() == checkFile) {
        label.append(checkFile.lineOf(location.start()));
      } else {
        label.append("imp").append(implicitBuffers.indexOf(location.buffer()) + 1);
      }
      if (perPattern.get(location) > 1) {
        label.append('\'').append(seen.merge(location, 1, Integer::sum) - 1);
      }
      labelWidth = Math.max(labelWidth, label.length());
      char lead = d.type().lead;
      String note = d.type().note;
      if (!d.note().isEmpty()) {
        note = d.note();
        if (d.start() == d.end()) {
          lead = ' ';
        }
      }
      int startLine = input.lineOf(d.start());
      int endLine = input.lineOf(d.end());
      int startCol = input.columnOf(d.start());
      int endCol = input.columnOf(d.end());
      boolean error = d.type().error;
      if (startLine == endLine) {
        annotations.add(new Annotation(index, label.toString(), true, startLine, startCol,
            Math.max(startCol + 1, endCol), lead, note, error));
      } else {
        annotations.add(new Annotation(index, label.toString(), true, startLine, startCol,
            Integer.MAX_VALUE, lead, note, error));
        for (int l = startLine + 1; l <= endLine; l++) {
          if (endCol == 1 && l == endLine) {
            break;
          }
          annotations.add(new Annotation(index, label.toString(), false, l, 1,
              l != endLine ? Integer.MAX_VALUE : endCol, '~', "", error));
        }
      }
      index++;
    }
    return labelWidth;
  }

  private void renderLines(StringBuilder out, List<Annotation> annotations, int labelWidth) {
    String text = input.text();
    int pos = 0;
    int next = 0;
    int previousInFilter = 0;
    int nextInFilter = 0;
    StringBuilder elided = new StringBuilder();
    for (int line = 1; pos < text.length() || next < annotations.size(); line++) {
      if (nextInFilter < line) {
        nextInFilter = nextLineInFilter(line, annotations, next);
      }
      if (nextInFilter == line) {
        previousInFilter = line;
      }
      StringBuilder lineOut;
      if ((previousInFilter == 0 || previousInFilter + context < line)
          && (nextInFilter == Integer.MAX_VALUE || (long) line + context < nextInFilter)) {
        lineOut = elided;
      } else {
        flushElided(out, elided, labelWidth);
        lineOut = out;
      }
      lineOut.append(" ".repeat(Math.max(0, labelWidth - String.valueOf(line).length())))
          .append(line).append(": ");
      int width = 0;
      while (pos < text.length()) {
        char c = text.charAt(pos++);
        width++;
        if (c == '\n') {
          lineOut.append(' ');
          break;
        }
        lineOut.append(c);
      }
      lineOut.append('\n');
      for (; next < annotations.size() && annotations.get(next).line() == line; next++) {
        renderAnnotation(lineOut, annotations.get(next), labelWidth, width);
      }
    }
    flushElided(out, elided, labelWidth);
  }

  private static void renderAnnotation(StringBuilder out, Annotation a, int labelWidth,
      int width) {
    out.append(a.label()).append(" ".repeat(labelWidth - a.label().length())).append("  ");
    int col = 1;
    for (; col < a.startCol(); col++) {
      out.append(' ');
    }
    out.append(a.lead());
    for (col++; col < a.endCol() && col <= width; col++) {
      out.append('~');
    }
    if (!a.note().isEmpty()) {
      for (; col <= width; col++) {
        out.append(' ');
      }
      out.append(' ').append(a.note());
    }
    out.append('\n');
  }

  private int nextLineInFilter(int line, List<Annotation> annotations, int from) {
    if (filter.equals("all")) {
      return line;
    }
    for (int i = from; i < annotations.size(); i++) {
      Annotation a = annotations.get(i);
      boolean included = switch (filter) {
        case "annotation-full" -> true;
        case "annotation" -> a.firstLine();
        default -> a.firstLine() && a.error();
      };
      if (included) {
        return a.line();
      }
    }
    return Integer.MAX_VALUE;
  }

  private static void flushElided(StringBuilder out, StringBuilder elided, int labelWidth) {
    if (elided.length() == 0) {
      return;
    }
    long lines = elided.chars().filter(c -> c == '\n').count();
    if (lines > 3) {
      String dot = " ".repeat(labelWidth - 1) + ".\n";
      out.append(dot).append(dot).append(dot);
    } else {
      out.append(elided);
    }
    elided.setLength(0);
  }

  private static String abbreviation(Directive directive) {
    return switch (directive.kind()) {
      case PLAIN -> directive.count() > 1 ? "count" : "check";
      case NEXT -> "next";
      case SAME -> "same";
      case NOT -> "not";
      case DAG -> "dag";
      case LABEL -> "label";
      case EMPTY -> "empty";
      case COMMENT -> "com";
      case EOF -> "eof";
      case BAD_NOT -> "bad-not";
      case BAD_COUNT -> "bad-count";
      case MISSPELLED -> "misspelled";
    };
  }
}
