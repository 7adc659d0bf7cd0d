package raptor.tools.lit;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import raptor.tools.ToolMain;

/**
 * The {@code lit} tool: runs lit tests in-process and reports them as LLVM's {@code lit}
 * does ({@code PASS: Raptor :: filecheck/self.mlir (1 of 4)}, failure transcripts with
 * {@code -v}, a summary, exit status 1 if anything failed).
 *
 * <pre>{@code
 * lit [-v] [-a] [--exec-root=DIR] lit-tests/src/test/lit
 * }</pre>
 */
public final class Lit {
  private Lit() {}

  /** Runs lit on the process's streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("lit", Lit::run, args);
  }

  /**
   * Runs the tests named by {@code args} (files or directories inside a suite that has a
   * {@code lit.suite.txt}).
   *
   * @return 0 if no test failed, 1 if one did, 2 on a usage error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    boolean verbose = false;
    boolean all = false;
    Path execRoot = null;
    List<Path> paths = new ArrayList<>();
    for (String arg : args) {
      if (arg.equals("-v") || arg.equals("--verbose")) {
        verbose = true;
      } else if (arg.equals("-a") || arg.equals("--show-all")) {
        all = true;
      } else if (arg.startsWith("--exec-root=")) {
        execRoot = Path.of(arg.substring("--exec-root=".length()));
      } else if (arg.startsWith("-")) {
        err.println("lit: error: unrecognized argument: " + arg);
        return 2;
      } else {
        paths.add(Path.of(arg));
      }
    }
    if (paths.isEmpty()) {
      err.println("lit: error: no test paths given");
      return 2;
    }
    try {
      return runPaths(paths, execRoot, verbose || all, all, out, err);
    } catch (IOException | LitException e) {
      err.println("lit: error: " + e.getMessage());
      return 2;
    }
  }

  private static int runPaths(List<Path> paths, Path execRoot, boolean showFailures,
      boolean showAll, PrintStream out, PrintStream err) throws IOException, LitException {
    List<Path> tests = new ArrayList<>();
    LitConfig config = null;
    for (Path path : paths) {
      Optional<Path> root = TestDiscovery.suiteRoot(path);
      if (root.isEmpty()) {
        err.println("lit: error: no " + LitConfig.SUITE_FILE + " at or above " + path);
        return 2;
      }
      Path exec = execRoot != null ? execRoot
          : Path.of(System.getProperty("java.io.tmpdir"), "raptor-lit");
      config = LitConfig.load(root.get(), exec, ToolRegistry.defaults());
      tests.addAll(TestDiscovery.tests(config, path));
    }
    Map<TestStatus, Integer> counts = new EnumMap<>(TestStatus.class);
    TestRunner runner = new TestRunner(config);
    for (int i = 0; i < tests.size(); i++) {
      Path test = tests.get(i);
      TestResult result = runner.run(test);
      String name = config.name() + " :: "
          + config.sourceRoot().relativize(test).toString().replace('\\', '/');
      out.println(result.status() + ": " + name + " (" + (i + 1) + " of " + tests.size() + ")");
      if (showAll || showFailures && result.status().isFailure()) {
        out.println("******************** TEST '" + name + "' " + result.status()
            + " ********************");
        out.print(result.output());
        out.println("********************");
      }
      counts.merge(result.status(), 1, Integer::sum);
    }
    out.println();
    out.println("Total Discovered Tests: " + tests.size());
    for (Map.Entry<TestStatus, Integer> count : counts.entrySet()) {
      out.printf("  %s: %d (%.2f%%)%n", label(count.getKey()), count.getValue(),
          100.0 * count.getValue() / tests.size());
    }
    return counts.keySet().stream().anyMatch(TestStatus::isFailure) ? 1 : 0;
  }

  private static String label(TestStatus status) {
    return switch (status) {
      case PASS -> "Passed";
      case FAIL -> "Failed";
      case XFAIL -> "Expectedly Failed";
      case XPASS -> "Unexpectedly Passed";
      case UNSUPPORTED -> "Unsupported";
      case UNRESOLVED -> "Unresolved";
    };
  }
}
