package raptor.tools.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TestScriptParserTest {

  @Test
  void joinsContinuationsAndReadsDirectives() throws LitException {
    TestScript script = TestScriptParser.parse("""
        // RUN: raptor-opt %s \\
        // RUN:   | filecheck %s
        // RUN: echo %(line)
        // REQUIRES: raptor, x
        // XFAIL: *
        // XRUN: not a directive
        // END.
        // RUN: ignored
        """);
    assertEquals(List.of(new TestScript.Run(1, " raptor-opt %s    | filecheck %s"),
        new TestScript.Run(3, " echo 3")), script.directives());
    assertEquals(List.of("raptor", "x"), script.requires());
    assertEquals(List.of("*"), script.xfails());
  }

  @Test
  void rejectsUnterminatedContinuation() {
    assertThrows(LitException.class, () -> TestScriptParser.parse("// RUN: a \\\n"));
  }

  @Test
  void evaluatesFeatureExpressions() throws LitException {
    Set<String> features = Set.of("raptor", "linux");
    assertTrue(BooleanExpression.evaluate("raptor && !(windows || darwin)", features));
    assertFalse(BooleanExpression.evaluate("raptor && windows", features));
    assertTrue(BooleanExpression.evaluate("true", Set.of()));
    assertThrows(LitException.class, () -> BooleanExpression.evaluate("raptor &&", features));
    assertThrows(LitException.class, () -> BooleanExpression.evaluate("(raptor", features));
  }
}
