package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Shared plumbing of the raptor-opt conformance tests: where the corpus lives, the output forms
 * and their golden files, running {@link RaptorOpt#run} in-process with a hang guard, and the
 * normalisation that makes outputs comparable with goldens recorded by {@code mlir-opt}.
 *
 * <p>The goldens were produced by running {@code mlir-opt} inside the corpus directory on the
 * bare file name (see {@code corpus/README.md}), so file names in locations and diagnostics are
 * bare. The tests pass the absolute path instead and remove the directory prefix from the
 * output: the only rewrite applied before comparing. Outputs are compared as ISO-8859-1 strings,
 * which map bytes one to one, so the comparison is byte-exact.
 */
final class Corpus {
  /** The flag every corpus input needs. */
  static final String ALLOW_UNREGISTERED = "--allow-unregistered-dialect";

  /** Longest time one in-process run may take before it counts as a hang. */
  static final long RUN_TIMEOUT_SECONDS = 30;

  private static final Path ROOT = locateRoot();
  private static ExecutorService runner = newRunner();

  private Corpus() {}

  /** Output forms of raptor-opt / mlir-opt and the golden file suffix of each. */
  enum Form {
    GENERIC(".generic.out", "--mlir-print-op-generic"),
    CUSTOM(".custom.out"),
    DEBUGINFO(".debuginfo.out", "--mlir-print-debuginfo"),
    LOCALSCOPE(".localscope.out", "--mlir-print-debuginfo", "--mlir-print-local-scope");

    private final String suffix;
    private final List<String> flags;

    Form(String suffix, String... flags) {
      this.suffix = suffix;
      this.flags = List.of(flags);
    }

    /** Printer flags of this form, without the input and without {@link #ALLOW_UNREGISTERED}. */
    List<String> flags() {
      return flags;
    }

    /** The golden output of {@code input} in this form (it may not exist). */
    Path golden(Path input) {
      return input.resolveSibling(baseName(input) + suffix);
    }

    /** Arguments that print {@code input} (a path, or stdin when null) in this form. */
    List<String> args(Path input) {
      List<String> args = new ArrayList<>();
      args.add(ALLOW_UNREGISTERED);
      args.addAll(flags);
      if (input != null) {
        args.add(input.toAbsolutePath().toString());
      }
      return args;
    }

    String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Exit code and both output streams of one run, decoded as ISO-8859-1 (byte-exact). */
  record Run(int exitCode, String out, String err) {
    String firstErrLine() {
      return firstLine(err);
    }

    /** A short description for assertion messages. */
    String describe() {
      return "exit code " + exitCode + ", stderr:\n" + err;
    }
  }

  static Path validDir() {
    return ROOT.resolve("valid");
  }

  static Path invalidDir() {
    return ROOT.resolve("invalid");
  }

  /** The {@code .mlir} inputs of a corpus directory, sorted by name. */
  static List<Path> inputs(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".mlir")).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String baseName(Path input) {
    String name = input.getFileName().toString();
    return name.endsWith(".mlir") ? name.substring(0, name.length() - ".mlir".length()) : name;
  }

  /** The bytes of a file as an ISO-8859-1 string. */
  static String read(Path file) {
    try {
      return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The flags an invalid input declares on its first line, {@code // ARGS: ...}. */
  static List<String> declaredArgs(Path input) {
    String first = firstLine(read(input));
    String prefix = "// ARGS:";
    if (!first.startsWith(prefix)) {
      throw new IllegalStateException(input + ": the first line must be '// ARGS: <flags>'");
    }
    return Arrays.stream(first.substring(prefix.length()).trim().split("\\s+"))
        .filter(s -> !s.isEmpty())
        .collect(Collectors.toList());
  }

  static String firstLine(String text) {
    int end = text.indexOf('\n');
    return end < 0 ? text : text.substring(0, end);
  }

  /**
   * Runs {@link RaptorOpt#run} in-process on {@code stdin} (UTF-8 text or raw bytes as
   * ISO-8859-1; may be empty), with a hang guard of {@link #RUN_TIMEOUT_SECONDS}. Exceptions
   * thrown by raptor-opt propagate unchanged.
   */
  static Run run(List<String> args, byte[] stdin) {
    Future<Run> future = runner.submit(() -> runDirect(args, stdin));
    try {
      return future.get(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      future.cancel(true);
      runner.shutdownNow();
      runner = newRunner(); // the stuck thread is a daemon and is abandoned
      throw new AssertionError("raptor-opt did not finish within " + RUN_TIMEOUT_SECONDS + " s: " + args);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  static Run run(List<String> args) {
    return run(args, new byte[0]);
  }

  private static Run runDirect(List<String> args, byte[] stdin) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = RaptorOpt.run(args.toArray(new String[0]), new ByteArrayInputStream(stdin), outStream, errStream);
    }
    return new Run(code, out.toString(StandardCharsets.ISO_8859_1), err.toString(StandardCharsets.ISO_8859_1));
  }

  /**
   * Removes the absolute directory of {@code input} from {@code text}, both as written in a
   * diagnostic ({@code /abs/dir/x.mlir:1:2:}) and as escaped inside a location string literal.
   */
  static String normalise(String text, Path input) {
    String dir = input.toAbsolutePath().getParent().toString() + input.getFileSystem().getSeparator();
    String raw = new String(dir.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    String escaped = escapeMlirString(raw);
    String result = text.replace(raw, "");
    return escaped.equals(raw) ? result : result.replace(escaped, "");
  }

  /** MLIR string-literal body escaping (spec section 2.3) of an ISO-8859-1 byte string. */
  private static String escapeMlirString(String bytes) {
    StringBuilder sb = new StringBuilder();
    for (char c : bytes.toCharArray()) {
      if (c == '\\') {
        sb.append("\\\\");
      } else if (c >= 0x20 && c < 0x7F && c != '"') {
        sb.append(c);
      } else {
        sb.append('\\').append(String.format("%02X", (int) c));
      }
    }
    return sb.toString();
  }

  /** Fails if stderr shows a Java exception or stack trace instead of a diagnostic. */
  static void assertNoJavaTrace(Run run, String context) {
    assertFalse(
        run.err().contains("Exception") || run.err().contains("\tat "),
        () -> context + ": stderr shows a Java exception instead of a diagnostic:\n" + run.err());
  }

  private static ExecutorService newRunner() {
    return Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "raptor-opt-under-test");
      thread.setDaemon(true);
      return thread;
    });
  }

  private static Path locateRoot() {
    URL url = Corpus.class.getResource("/corpus/README.md");
    if (url != null && "file".equals(url.getProtocol())) {
      try {
        return Path.of(url.toURI()).getParent();
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }
    Path source = Path.of("src", "test", "resources", "corpus");
    if (Files.isDirectory(source)) {
      return source.toAbsolutePath();
    }
    throw new IllegalStateException("corpus not found on the test class path nor at " + source.toAbsolutePath());
  }
}
