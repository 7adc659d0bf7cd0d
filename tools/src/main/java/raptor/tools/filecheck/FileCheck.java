package raptor.tools.filecheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.tools.ToolMain;

/**
 * The {@code filecheck} tool: checks that an input (standard input by default) matches the
 * directives of a check file, with the semantics, messages and exit codes of LLVM 22's
 * {@code FileCheck} (0 on success, 1 on a mismatch, 2 on a bad check file or empty input).
 *
 * <pre>{@code
 * raptor-opt in.mlir | filecheck in.mlir --check-prefix=CHECK
 * }</pre>
 */
public final class FileCheck {
  private static final String HELP = """
      OVERVIEW: check that an input matches the directives of a check file (LLVM FileCheck)

      USAGE: filecheck [options] <check-file>

      OPTIONS:
        --input-file=<file>          File to check (defaults to stdin)
        --check-prefix(es)=<A,B>     Prefixes to use from the check file (default CHECK)
        --comment-prefixes=<A,B>     Comment prefixes (default COM,RUN)
        --implicit-check-not=<pat>   Add an implicit CHECK-NOT to every positive check
        -D<VAR=VALUE>, -D#<VAR=EXPR> Define a string or numeric variable
        --allow-empty                Allow an empty input
        --allow-unused-prefixes      Allow prefixes that do not appear in the check file
        --match-full-lines           Require positive matches to cover whole lines
        --strict-whitespace          Do not treat all horizontal whitespace as equivalent
        --ignore-case                Use case-insensitive matching
        --enable-var-scope           Clear non-$ variables at each CHECK-LABEL
        --dump-input=<mode>          help, always, fail (default) or never
        --dump-input-filter=<kind>   all, annotation-full, annotation or error
        --dump-input-context=<N>     Context lines around filtered input lines (default 5)
        -v, -vv                      Report good matches, and every match attempt

      Options are also read from the environment variable FILECHECK_OPTS.
      """;

  private FileCheck() {}

  /** Runs FileCheck on the process's streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("filecheck", FileCheck::run, args);
  }

  /**
   * Runs FileCheck in-process.
   *
   * @param args the command-line arguments, without the program name
   * @param in the input read when no {@code --input-file} (or {@code -}) is given
   * @param out receives {@code --help} output
   * @param err receives diagnostics and the input dump
   * @return 0 if the input matches, 1 if it does not, 2 on a usage or check-file error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Diagnostics diagnostics = new Diagnostics(err);
    try {
      return check(List.of(args), in, out, diagnostics);
    } catch (UsageFailure failure) {
      return failure.exitCode();
    }
  }

  private static int check(List<String> args, InputStream in, PrintStream out,
      Diagnostics diagnostics) throws UsageFailure {
    CommandLine.Parsed parsed =
        CommandLine.parse(args, System.getenv("FILECHECK_OPTS"), diagnostics);
    FileCheckOptions options = parsed.options();
    if (parsed.help()) {
      out.print(HELP);
      return 0;
    }
    if (options.dumpInput().equals("help")) {
      out.print(InputDumpHelp.TEXT);
      return 0;
    }
    if (options.checkFile() == null) {
      diagnostics.raw("<check-file> not specified\n");
      return 2;
    }
    validateDefines(options.defines(), diagnostics);
    validatePrefixes(options, diagnostics);
    String checkName = options.checkFile().equals("-") ? "<stdin>" : options.checkFile();
    String checkText = read(options.checkFile(), in, "check", checkName, diagnostics);
    SourceBuffer checkFile = new SourceBuffer(options.checkFile(),
        Canonicalizer.canonicalize(checkText, options.strictWhitespace()));
    VariableContext context = new VariableContext();
    CheckFileReader reader = new CheckFileReader(options, context, diagnostics);
    List<CheckString> checks = reader.read(checkFile);

    String inputName = options.inputFile().equals("-") ? "<stdin>" : options.inputFile();
    String inputText = read(options.inputFile(), in, "input", inputName, diagnostics);
    if (inputText.isEmpty() && !options.allowEmpty()) {
      String program = CommandLine.PROGRAM;
      diagnostics.raw(program + " error: '" + inputName + "' is empty.\n" + program
          + " command line:  " + program + " " + String.join(" ", options.commandLine()) + "\n");
      return 2;
    }
    SourceBuffer input = new SourceBuffer(inputName,
        Canonicalizer.canonicalize(inputText, options.strictWhitespace()));
    InputDump dump = new InputDump(options.dumpInput(), parsed.dumpFilter(),
        parsed.dumpContext(), options.verbose(), options.veryVerbose(), checkFile,
        reader.implicitBuffers());
    dump.setInput(input);
    boolean matched = new InputChecker(options, context, diagnostics, dump, input).check(checks);
    if (dump.shouldPrint(!matched)) {
      diagnostics.raw(dump.render(inputName, options.checkFile()));
    }
    return matched ? 0 : 1;
  }

  private static void validateDefines(List<String> defines, Diagnostics diagnostics)
      throws UsageFailure {
    boolean failed = false;
    for (String define : defines) {
      int equals = define.indexOf('=');
      if (equals < 0) {
        diagnostics.raw("Missing equal sign in command-line definition '-D" + define + "'\n");
        failed = true;
      } else if (equals == 0) {
        diagnostics.raw("Missing variable name in command-line definition '-D" + define
            + "'\n");
        failed = true;
      }
    }
    if (failed) {
      throw new UsageFailure(2);
    }
  }

  private static void validatePrefixes(FileCheckOptions options, Diagnostics diagnostics)
      throws UsageFailure {
    Set<String> unique = new HashSet<>();
    if (options.checkPrefixes().isEmpty()) {
      unique.add("CHECK");
    }
    if (options.commentPrefixes().isEmpty()) {
      unique.addAll(List.of("COM", "RUN"));
    }
    validatePrefixes("check", options.checkPrefixes(), unique, diagnostics);
    validatePrefixes("comment", options.commentPrefixes(), unique, diagnostics);
  }

  private static void validatePrefixes(String kind, List<String> prefixes, Set<String> unique,
      Diagnostics diagnostics) throws UsageFailure {
    for (String prefix : prefixes) {
      String problem = null;
      if (prefix.isEmpty()) {
        problem = "must not be the empty string";
      } else if (!prefix.matches("[a-zA-Z0-9_-]*")) {
        problem = "must start with a letter and contain only alphanumeric characters, "
            + "hyphens, and underscores: '" + prefix + "'";
      } else if (!unique.add(prefix)) {
        problem = "must be unique among check and comment prefixes: '" + prefix + "'";
      }
      if (problem != null) {
        diagnostics.raw("error: supplied " + kind + " prefix " + problem + "\n");
        throw new UsageFailure(2);
      }
    }
  }

  private static String read(String path, InputStream in, String role, String name,
      Diagnostics diagnostics) throws UsageFailure {
    try {
      byte[] bytes = path.equals("-") ? in.readAllBytes() : Files.readAllBytes(Path.of(path));
      return new String(bytes, StandardCharsets.ISO_8859_1);
    } catch (IOException | java.nio.file.InvalidPathException e) {
      diagnostics.raw("Could not open " + role + " file '" + name + "': " + reason(e) + "\n");
      throw new UsageFailure(2);
    }
  }

  private static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e.getMessage() != null && e.getMessage().contains("Is a directory")) {
      return "Is a directory";
    }
    return String.valueOf(e.getMessage());
  }
}
