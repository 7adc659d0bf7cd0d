package raptor.tools.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Matches the check strings against the canonicalized input (LLVM's
 * {@code FileCheck::checkInput}): {@code CHECK-LABEL}s first split the input into blocks,
 * then each block's checks are matched in order, with {@code CHECK-DAG} groups,
 * {@code CHECK-NOT} ranges and the line constraints of {@code -NEXT}, {@code -SAME} and
 * {@code -EMPTY}. Offsets are absolute positions in the input text.
 */
final class InputChecker {
  private static final int FAILED = -1;
  /** What {@link #find} returns when a NOT pattern is, as wanted, not found. */
  private static final Pattern.Match NOT_FOUND = new Pattern.Match(-1, -1);

  private final FileCheckOptions options;
  private final VariableContext context;
  private final Diagnostics diagnostics;
  private final MatchReporter reporter;
  private final InputDump dump;
  private final SourceBuffer input;
  private final String text;
  private int matchLength;

  InputChecker(FileCheckOptions options, VariableContext context, Diagnostics diagnostics,
      InputDump dump, SourceBuffer input) {
    this.options = options;
    this.context = context;
    this.diagnostics = diagnostics;
    this.dump = dump;
    this.input = input;
    this.text = input.text();
    this.reporter = new MatchReporter(options, diagnostics, dump, input);
  }

  /** {@return whether every check string matched} */
  boolean check(List<CheckString> checks) {
    boolean failed = false;
    int bufferStart = 0;
    int i = 0;
    int j = 0;
    while (true) {
      int regionEnd = text.length();
      if (j < checks.size()) {
        CheckString label = checks.get(j);
        if (label.pattern().kind() != CheckKind.LABEL) {
          j++;
          continue;
        }
        int labelPos = check(label, bufferStart, text.length(), true);
        if (labelPos == FAILED) {
          return false;
        }
        regionEnd = labelPos + matchLength;
        j++;
      }
      if (i != 0 && options.enableVarScope()) {
        context.clearLocals();
      }
      int regionStart = bufferStart;
      for (; i != j && i < checks.size(); i++) {
        int at = check(checks.get(i), regionStart, regionEnd, false);
        if (at == FAILED) {
          failed = true;
          i = j;
          break;
        }
        regionStart = at + matchLength;
      }
      bufferStart = regionEnd;
      if (j >= checks.size()) {
        break;
      }
    }
    return !failed;
  }

  /**
   * Matches one check string in {@code [from, to)}.
   *
   * @param labelScan whether only the pattern itself is matched (label discovery)
   * @return the start of the match, or {@link #FAILED}; {@link #matchLength} is set
   */
  private int check(CheckString check, int from, int to, boolean labelScan) {
    int lastPos = from;
    List<CheckString.DagNot> nots = new ArrayList<>();
    if (!labelScan) {
      lastPos = checkDag(check, from, to, nots);
      if (lastPos == FAILED) {
        return FAILED;
      }
    }
    Pattern pattern = check.pattern();
    int lastMatchEnd = lastPos;
    int firstMatchPos = lastPos;
    for (int n = 1; n <= pattern.directive().count(); n++) {
      Pattern.Match match = find(true, check.prefix(), pattern, n, lastMatchEnd, to);
      if (match == null) {
        return FAILED;
      }
      if (n == 1) {
        firstMatchPos = match.start();
      }
      lastMatchEnd = match.end();
    }
    if (!labelScan) {
      if (checkLines(check, lastPos, firstMatchPos, lastMatchEnd)) {
        return FAILED;
      }
      if (checkNots(nots, lastPos, firstMatchPos)) {
        return FAILED;
      }
    }
    matchLength = lastMatchEnd - firstMatchPos;
    return firstMatchPos;
  }

  /**
   * Matches {@code pattern} in {@code [from, to)} and reports the outcome.
   *
   * @return the match, or null if it is an error (not found, or found when not expected)
   */
  private Pattern.Match find(boolean expected, String prefix, Pattern pattern, int count,
      int from, int to) {
    Pattern.Match match;
    try {
      match = pattern.match(text, from, to);
    } catch (EvaluationException failure) {
      reporter.notFound(expected, prefix, pattern, count, from, to, failure);
      return null;
    }
    if (match == null) {
      return reporter.notFound(expected, prefix, pattern, count, from, to, null) ? null
          : NOT_FOUND;
    }
    return reporter.found(expected, prefix, pattern, count, match) ? null : match;
  }

  private boolean checkLines(CheckString check, int previousEnd, int matchStart, int matchEnd) {
    CheckKind kind = check.pattern().kind();
    if (kind != CheckKind.NEXT && kind != CheckKind.EMPTY && kind != CheckKind.SAME) {
      return false;
    }
    int firstNewline = -1;
    int newlines = 0;
    for (int i = previousEnd; i < matchStart; i++) {
      char c = text.charAt(i);
      if (c != '\n' && c != '\r') {
        continue;
      }
      newlines++;
      if (i + 1 < matchStart && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')
          && text.charAt(i + 1) != c) {
        i++;
      }
      if (newlines == 1) {
        firstNewline = i + 1;
      }
    }
    String name = check.prefix() + kind.suffix();
    String problem;
    if (kind == CheckKind.SAME) {
      if (newlines == 0) {
        return false;
      }
      problem = ": is not on the same line as the previous match";
    } else if (newlines == 0) {
      problem = ": is on the same line as previous match";
    } else if (newlines != 1) {
      problem = ": is not on the line after the previous match";
    } else {
      return false;
    }
    dump.wrongLine(check.pattern(), matchStart, matchEnd);
    diagnostics.print(check.location(), Diagnostics.Kind.ERROR, name + problem, null);
    diagnostics.note(at(matchStart), "'next' match was here");
    diagnostics.note(at(previousEnd), "previous match ended here");
    if (kind != CheckKind.SAME && newlines > 1) {
      diagnostics.note(at(firstNewline), "non-matching line after previous match is here");
    }
    return true;
  }

  private boolean checkNots(List<CheckString.DagNot> nots, int from, int to) {
    boolean failed = false;
    for (CheckString.DagNot not : nots) {
      failed |= find(false, not.prefix(), not.pattern(), 1, from, to) == null;
    }
    return failed;
  }

  /**
   * Matches the DAG groups before {@code check}, collecting the NOT patterns that still
   * apply after the last group into {@code nots}.
   *
   * @return where matching continues after the DAG groups, or {@link #FAILED}
   */
  private int checkDag(CheckString check, int from, int to, List<CheckString.DagNot> nots) {
    List<CheckString.DagNot> dagNots = check.dagNots();
    int start = from;
    List<int[]> ranges = new ArrayList<>();
    for (int p = 0; p < dagNots.size(); p++) {
      CheckString.DagNot dag = dagNots.get(p);
      Pattern pattern = dag.pattern();
      if (pattern.kind() == CheckKind.NOT) {
        nots.add(dag);
        continue;
      }
      Pattern.Match match = matchDag(dag, start, to, ranges);
      if (match == null) {
        return FAILED;
      }
      reporter.found(true, dag.prefix(), pattern, 1, match);
      boolean groupEnds = p + 1 == dagNots.size()
          || dagNots.get(p + 1).pattern().kind() == CheckKind.NOT;
      if (!groupEnds) {
        continue;
      }
      if (!nots.isEmpty()) {
        if (checkNots(nots, start, ranges.get(0)[0])) {
          return FAILED;
        }
        nots.clear();
      }
      start = ranges.get(ranges.size() - 1)[1];
      ranges.clear();
    }
    return start;
  }

  /** Finds a match of a DAG pattern that overlaps no earlier match of its group. */
  private Pattern.Match matchDag(CheckString.DagNot dag, int start, int to, List<int[]> ranges) {
    Pattern pattern = dag.pattern();
    int from = start;
    int index = 0;
    while (true) {
      Pattern.Match match;
      try {
        match = pattern.match(text, from, to);
      } catch (EvaluationException failure) {
        reporter.notFound(true, dag.prefix(), pattern, 1, from, to, failure);
        return null;
      }
      if (match == null) {
        reporter.notFound(true, dag.prefix(), pattern, 1, from, to, null);
        return null;
      }
      int[] range = {match.start(), match.end()};
      if (options.allowDeprecatedDagOverlap()) {
        if (ranges.isEmpty()) {
          ranges.add(range);
        } else {
          int[] block = ranges.get(0);
          block[0] = Math.min(block[0], range[0]);
          block[1] = Math.max(block[1], range[1]);
        }
        return match;
      }
      boolean overlap = false;
      for (; index < ranges.size(); index++) {
        int[] old = ranges.get(index);
        if (range[0] < old[1]) {
          overlap = old[0] < range[1];
          break;
        }
      }
      if (!overlap) {
        ranges.add(index, range);
        return match;
      }
      dump.add(pattern, InputDump.MatchType.DISCARDED, match.start(), match.end(), "");
      from = ranges.get(index)[1];
      index++;
    }
  }

  private Slice at(int offset) {
    return new Slice(input, offset, offset);
  }
}
