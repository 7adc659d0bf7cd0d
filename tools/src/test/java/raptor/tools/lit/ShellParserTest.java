package raptor.tools.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellParserTest {

  @Test
  void parsesPipesRedirectsAndOperators() throws LitException {
    ShellScript script = ShellParser.parse(
        "not raptor-opt 'a b' \"c\\\"d\" 2>&1 | filecheck x < in && echo ok > out; true");
    assertEquals(List.of("&&", ";"), script.operators());
    ShellScript.Pipeline first = script.pipelines().get(0);
    assertEquals(List.of("not", "raptor-opt", "a b", "c\"d"), first.commands().get(0).args());
    assertEquals(List.of(new ShellScript.Redirect(2, ">&", "1")),
        first.commands().get(0).redirects());
    assertEquals(List.of(new ShellScript.Redirect(0, "<", "in")),
        first.commands().get(1).redirects());
    assertEquals(List.of(new ShellScript.Redirect(1, ">", "out")),
        script.pipelines().get(1).commands().get(0).redirects());
  }

  @Test
  void rejectsMalformedCommands() {
    assertThrows(LitException.class, () -> ShellParser.parse("a | | b"));
    assertThrows(LitException.class, () -> ShellParser.parse("a > "));
    assertThrows(LitException.class, () -> ShellParser.parse("echo 'open"));
    assertThrows(LitException.class, () -> ShellParser.parse("a & b"));
  }
}
