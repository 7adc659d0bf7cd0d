package raptor.tools.filecheck;

import java.util.List;

/**
 * The options of one FileCheck run, as parsed from the command line by
 * {@link CommandLine}.
 *
 * @param checkFile the check file path ({@code -} for standard input)
 * @param inputFile the input path, {@code -} for standard input
 * @param checkPrefixes the check prefixes, empty for the default {@code CHECK}
 * @param commentPrefixes the comment prefixes, empty for the default {@code COM,RUN}
 * @param implicitCheckNot patterns checked as {@code CHECK-NOT} between all positive matches
 * @param defines {@code -D} definitions, {@code VAR=value} or {@code #[fmt,]VAR=expr}
 * @param strictWhitespace whether horizontal whitespace is kept as is
 * @param ignoreCase whether matching is case-insensitive
 * @param allowEmpty whether an empty input is accepted
 * @param allowUnusedPrefixes whether prefixes may be absent from the check file
 * @param matchFullLines whether positive matches must cover whole lines
 * @param enableVarScope whether non-{@code $} variables are cleared at each label
 * @param allowDeprecatedDagOverlap whether {@code CHECK-DAG} matches may overlap
 * @param verbose whether successful matches are reported ({@code -v})
 * @param veryVerbose whether every match attempt is reported ({@code -vv})
 * @param dumpInput when to dump the annotated input: {@code never}, {@code fail},
 *     {@code always} or {@code help}
 * @param commandLine the arguments as given, echoed when the input is empty
 */
record FileCheckOptions(String checkFile, String inputFile, List<String> checkPrefixes,
    List<String> commentPrefixes, List<String> implicitCheckNot, List<String> defines,
    boolean strictWhitespace, boolean ignoreCase, boolean allowEmpty,
    boolean allowUnusedPrefixes, boolean matchFullLines, boolean enableVarScope,
    boolean allowDeprecatedDagOverlap, boolean verbose, boolean veryVerbose, String dumpInput,
    List<String> commandLine) {

  /** {@return the check prefixes in effect} */
  List<String> effectiveCheckPrefixes() {
    return checkPrefixes.isEmpty() ? List.of("CHECK") : checkPrefixes;
  }

  /** {@return the comment prefixes in effect} */
  List<String> effectiveCommentPrefixes() {
    return commentPrefixes.isEmpty() ? List.of("COM", "RUN") : commentPrefixes;
  }
}
