package raptor.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import raptor.ir.IrContext;

class PipelineParserTest {
  private final PipelineParser parser = new PipelineParser(PassRegistry.load());
  private final IrContext ctx = new IrContext();

  private String roundTrip(String text) throws PipelineException {
    return parser.parse(text, ctx).toPipelineString();
  }

  @Test
  void printsBackWhatItParses() throws PipelineException {
    String printed = roundTrip(" builtin.module( func.func(cse) , "
        + "canonicalize{max-iterations=3 top-down=false},any(symbol-dce)) ");
    assertEquals("builtin.module(func.func(cse),canonicalize{  max-iterations=3 "
        + "max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},"
        + "any(symbol-dce))", printed);
    assertEquals(printed, roundTrip(printed));
  }

  @Test
  void dumpsOneElementPerLine() throws PipelineException {
    assertEquals("""
        Pass Manager with 2 passes:
        builtin.module(
          func.func(
            cse
          ),
          symbol-dce
        )

        """, parser.parse("builtin.module(func.func(cse),symbol-dce)", ctx).dump());
  }

  @Test
  void readsListOptionsAndQuotedValues() throws PipelineException {
    assertEquals("builtin.module(canonicalize{disable-patterns={A,B} enable-patterns={C} "
        + "max-iterations=10 max-num-rewrites=-1 region-simplify=disabled "
        + "test-convergence=true top-down=true})",
        roundTrip("builtin.module(canonicalize{disable-patterns=A,B enable-patterns='C' "
            + "region-simplify=disabled test-convergence})"));
  }

  @Test
  void acceptsEmptyPipelines() throws PipelineException {
    assertEquals("builtin.module()", roundTrip("builtin.module()"));
    assertEquals("builtin.module(func.func())", roundTrip("builtin.module(func.func( ))"));
  }

  @Test
  void requiresTheAnchor() {
    PipelineException e = assertThrows(PipelineException.class, () -> roundTrip("cse"));
    assertEquals("expected pass pipeline to be wrapped with the anchor operation type, e.g. "
        + "'builtin.module(...)'", e.render());
  }

  @Test
  void pointsAtAnUnknownPassWithACaret() {
    PipelineException e = assertThrows(PipelineException.class,
        () -> roundTrip("builtin.module(func.func(cse), nosuchpass)"));
    assertEquals("""
        MLIR Textual PassPipeline Parser:1:17: error: 'nosuchpass' does not refer to a registered \
        pass or pass pipeline
        func.func(cse), nosuchpass
                        ^
        """, e.render());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "builtin.module(func.func(cse)|11|encountered unbalanced parentheses while parsing pipeline",
      "builtin.module(func.func(cse)))|15|encountered extra closing ')' creating unbalanced "
          + "parentheses while parsing pipeline",
      "builtin.module(cse,)|5|'' does not refer to a registered pass or pass pipeline",
      "builtin.module(cse{)|4|missing closing '}' while processing pass options",
      "builtin.module(func.func(cse)cse)|15|expected ',' after parsing pipeline",
      "builtin.module(cse{a=1}x)|9|expected ',' after parsing pipeline",
      "builtin.module(cse canonicalize)|1|'cse canonicalize' does not refer to a registered pass "
          + "or pass pipeline",
      "builtin.module(canonicalize{foo=1})|14|no such option foo",
      "builtin.module(canonicalize{max-iterations})|14|for the --max-iterations option: requires "
          + "a value!",
      "builtin.module(canonicalize{max-iterations=abc})|29|for the --max-iterations option: "
          + "'abc' value invalid for long argument!",
      "builtin.module(canonicalize{region-simplify=no})|30|for the --region-simplify option: "
          + "Cannot find option named 'no'!",
      "builtin.module(canonicalize{max-iterations=0})|14|max-iterations must be positive or -1, "
          + "got 0",
  })
  void reportsSyntaxAndOptionErrorsAtTheirColumn(String text, int column, String message) {
    PipelineException e = assertThrows(PipelineException.class, () -> roundTrip(text));
    assertEquals(message, e.getMessage());
    assertEquals(column, e.column());
  }
}
