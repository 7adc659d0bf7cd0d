package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import raptor.tools.ToolMain;

/**
 * Input nested as deeply as mlir-opt 22 accepts it (issue 11, item 4) runs through raptor-opt as
 * the process entry runs it, on {@link ToolMain}'s large stack; nesting deeper than a stack holds
 * ends in a located {@code nesting too deep}, never in an internal error.
 */
class DeepNestingTest {
  /** A nesting construct: the input at {@code depth} and the flags it needs. */
  record Construct(String name, int depth, List<String> args) {
    String text() {
      return nested(name, depth);
    }
  }

  static final List<String> UNREGISTERED = List.of("--allow-unregistered-dialect");

  /** The constructs of the issue at the depths it names. */
  static final List<Construct> CONSTRUCTS = List.of(
      new Construct("regions", 2_000, UNREGISTERED),
      new Construct("arrays", 10_000, UNREGISTERED),
      new Construct("ifs", 1_000, List.of()),
      new Construct("ifs", 1_000, List.of("--cse")),
      new Construct("ifs", 1_000, List.of("--symbol-dce")),
      new Construct("affine", 10_000, UNREGISTERED),
      new Construct("fused", 10_000, UNREGISTERED),
      new Construct("dense", 10_000, UNREGISTERED),
      new Construct("dictionaries", 10_000, UNREGISTERED),
      new Construct("types", 2_000, UNREGISTERED));

  /** {@return {@code construct} nested {@code depth} levels deep, as MLIR text} */
  static String nested(String construct, int depth) {
    return switch (construct) {
      case "regions" -> "\"foo.op\"() ({\n".repeat(depth) + "\"foo.op\"() : () -> ()\n"
          + "}) : () -> ()\n".repeat(depth);
      case "arrays" -> "\"foo.op\"() {a = " + "[".repeat(depth) + "]".repeat(depth)
          + "} : () -> ()\n";
      // The innermost call may have side effects, so cse keeps every scf.if around it.
      case "ifs" -> "func.func private @g()\nfunc.func @f(%c: i1) {\n"
          + "scf.if %c {\n".repeat(depth) + "func.call @g() : () -> ()\n" + "}\n".repeat(depth)
          + "return\n}\n";
      case "affine" -> "\"foo.op\"() {m = affine_map<(d0) -> (" + "(".repeat(depth) + "d0"
          + " + 1)".repeat(depth) + ")>} : () -> ()\n";
      case "fused" -> "\"foo.op\"() : () -> () loc(" + "fused[".repeat(depth) + "\"a\":1:2"
          + "]".repeat(depth) + ")\n";
      case "dense" -> "\"foo.op\"() {a = dense<" + "[".repeat(depth) + "1" + "]".repeat(depth)
          + "> : tensor<" + "1x".repeat(depth) + "i32>} : () -> ()\n";
      case "dictionaries" -> "\"foo.op\"() {a = " + "{b = ".repeat(depth) + "1" + "}".repeat(depth)
          + "} : () -> ()\n";
      case "types" -> "\"foo.op\"() : () -> " + "tuple<".repeat(depth) + "i32" + ">".repeat(depth)
          + "\n";
      default -> throw new IllegalArgumentException(construct);
    };
  }

  @TestFactory
  Stream<DynamicTest> nestingMlirOptAcceptsRuns() {
    return CONSTRUCTS.stream().map(c -> DynamicTest.dynamicTest(
        c.depth() + " nested " + c.name() + " " + c.args(), () -> {
          Run run = run(c.args(), c.text(), true);
          assertEquals(0, run.status(), run.err());
          assertTrue(run.out().contains("foo.op") || run.out().contains("scf.if"), run.out());
        }));
  }

  /** On a 256 KiB stack the parser overflows: the error points into the innermost bracket. */
  @Test
  void parserOverflowIsLocated() {
    Run run = run(UNREGISTERED, nested("arrays", 100_000), false);
    String first = run.err().lines().findFirst().orElse("");
    assertEquals(1, run.status(), first);
    assertTrue(Pattern.matches("<stdin>:1:\\d+: error: nesting too deep", first), first);
    int column = Integer.parseInt(first.split(":")[2]);
    assertTrue(column > "\"foo.op\"() {a = [".length() && column <= 100_017, first);
  }

  record Run(int status, String out, String err) {
  }

  /** Runs raptor-opt on {@code stdin}, as the process entry does or on a small stack. */
  static Run run(List<String> args, String stdin, boolean largeStack) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] argv = args.toArray(new String[0]);
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      ByteArrayInputStream in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
      int status = largeStack ? ToolMain.call("raptor-opt", RaptorOpt::run, argv, in, o, e)
          : onSmallStack(() -> RaptorOpt.run(argv, in, o, e));
      return new Run(status, out.toString(StandardCharsets.UTF_8),
          err.toString(StandardCharsets.UTF_8));
    }
  }

  private static int onSmallStack(java.util.function.IntSupplier tool) {
    AtomicInteger status = new AtomicInteger(-1);
    Thread thread = new Thread(null, () -> status.set(tool.getAsInt()), "small-stack", 256 << 10);
    thread.start();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    return status.get();
  }
}
