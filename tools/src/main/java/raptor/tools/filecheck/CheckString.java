package raptor.tools.filecheck;

import java.util.List;

/**
 * A positive check and the {@code CHECK-DAG}/{@code CHECK-NOT} directives (and implicit
 * negative checks) that precede it (LLVM's {@code FileCheckString}).
 *
 * @param pattern the positive pattern ({@code CHECK}, {@code -NEXT}, {@code -SAME},
 *     {@code -EMPTY}, {@code -LABEL}, {@code -COUNT-n} or the implicit end of input)
 * @param prefix the prefix it was written with
 * @param location where the directive's pattern starts, for messages
 * @param dagNots the preceding DAG and NOT patterns, in order
 */
record CheckString(Pattern pattern, String prefix, Slice location, List<DagNot> dagNots) {

  /**
   * A {@code CHECK-DAG} or {@code CHECK-NOT} pattern with its prefix.
   *
   * @param pattern the pattern
   * @param prefix the prefix, or {@code IMPLICIT-CHECK} for {@code --implicit-check-not}
   */
  record DagNot(Pattern pattern, String prefix) {}
}
