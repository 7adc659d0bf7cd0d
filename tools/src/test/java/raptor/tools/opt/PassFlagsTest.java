package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The pass flags of raptor-opt: pass selection, pipelines, errors and instrumentation. */
class PassFlagsTest {
  private static final String INPUT = """
      module @dead attributes {sym_visibility = "private"} {
      }
      "x.a"() : () -> ()
      """;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return RaptorOpt.run(args, new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void everyRegisteredPassIsAFlag() {
    assertEquals(0, run("--allow-unregistered-dialect", "--cse", "--symbol-dce",
        "--canonicalize=max-iterations=3"), this::err);
    assertEquals("module {\n  \"x.a\"() : () -> ()\n}\n\n", out());
  }

  @Test
  void quotedOptionListsWork() {
    assertEquals(0, run("--allow-unregistered-dialect",
        "--canonicalize=max-iterations=3 top-down=false", "--dump-pass-pipeline"), this::err);
    assertTrue(err().contains("canonicalize{  max-iterations=3 max-num-rewrites=-1 "
        + "region-simplify=normal test-convergence=false top-down=false}"), this::err);
  }

  @Test
  void pipelinesAndPassFlagsDoNotMix() {
    assertEquals(1, run("--cse", "--pass-pipeline=builtin.module(cse)"));
    assertEquals("<unknown>:0: error: '-pass-pipeline' option can't be used with individual "
        + "pass options\n", err());
    assertEquals("", out());
  }

  @Test
  void anUnknownPassInAPipelineIsShownWithACaret() {
    assertEquals(1, run("--pass-pipeline=builtin.module(cse,bogus)"));
    assertEquals("""
        <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'bogus' does not refer \
        to a registered pass or pass pipeline
        cse,bogus
            ^

        """, err());
  }

  @Test
  void badOptionValuesAndUnknownPassFlagsAreUsageErrors() {
    assertEquals(1, run("--symbol-dce=foo=1"));
    assertEquals("raptor-opt: no such option foo\n", err());
    err.reset();
    assertEquals(1, run("--bogus-pass"));
    assertTrue(err().startsWith("raptor-opt: Unknown command line argument '--bogus-pass'"));
  }

  @Test
  void listsPassesWithTheirOptions() {
    assertEquals(0, run("--list-passes"));
    assertTrue(out().startsWith("Passes:\n  --canonicalize "), this::out);
    assertTrue(out().contains("    --max-iterations=<long> "), this::out);
    assertTrue(out().contains("  --symbol-dce "), this::out);
    out.reset();
    assertEquals(0, run("--help"));
    assertTrue(out().contains("--pass-pipeline=<pipeline>") && out().contains("--cse "));
  }

  @Test
  void printsIrAroundPassesAndTimesThem() {
    assertEquals(0, run("--allow-unregistered-dialect", "--symbol-dce",
        "--mlir-print-ir-after-all", "--mlir-timing"), this::err);
    assertTrue(err().startsWith("""
        // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
        module {
          "x.a"() : () -> ()
        }


        ===-------"""), this::err);
    assertTrue(err().matches("(?s).*\n {4}\\d\\.\\d{4} \\( *\\d+\\.\\d%\\)  Parser\n.*"
        + "  SymbolDCE\n.*  Output\n.*  Rest\n.*  Total\n"), this::err);
  }

  @Test
  void passErrorsCanBeExpected() {
    String input = """
        // expected-error@+1 {{'x.op' op trying to schedule a pass on an unregistered operation}}
        "x.op"() ({
        }) : () -> ()
        """;
    int status = RaptorOpt.run(new String[] {"--allow-unregistered-dialect",
        "--verify-diagnostics", "--pass-pipeline=builtin.module(x.op(cse))"},
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, this::err);
  }
}
