package raptor.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Global flags as option defaults: {@code --max-iterations=3} for every pass that has it. */
class OptionDefaultsTest {
  record Options(
      @Option(name = "max-iterations", help = "iterations") int maxIterations,
      @Option(name = "top-down", help = "order") boolean topDown) {
  }

  private final OptionSchema<Options> schema =
      OptionSchema.of(Options.class, new Options(10, true));

  @Test
  void defaultsComeFromValuesOfKnownOptions() throws PassOptionException {
    OptionSchema<Options> defaulted =
        schema.withDefaults(Map.of("max-iterations", "3", "core-count", "2"));
    assertEquals(new Options(3, true), defaulted.defaults());
    assertEquals(new Options(3, false), defaulted.parse("top-down=false"));
  }

  @Test
  void passOptionsOverrideDefaults() throws PassOptionException {
    OptionSchema<Options> defaulted = schema.withDefaults(Map.of("max-iterations", "3"));
    assertEquals(new Options(7, true), defaulted.parse("max-iterations=7"));
  }

  @Test
  void unrelatedValuesKeepTheSchema() throws PassOptionException {
    assertSame(schema, schema.withDefaults(Map.of("core-count", "2")));
  }

  @Test
  void malformedDefaultsAreErrors() {
    assertThrows(PassOptionException.class,
        () -> schema.withDefaults(Map.of("max-iterations", "many")));
  }

  @Test
  void registriesApplyDefaultsToEachPass() throws PassOptionException {
    PassRegistry registry = new PassRegistry(List.of(SchemaPasses.registration("p", schema)))
        .withDefaults(Map.of("max-iterations", "4"));
    assertEquals("p{max-iterations=4 top-down=true}",
        registry.lookup("p").create("").toPipelineString());
  }
}
