package raptor.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import raptor.ir.IrContext;

/** Option groups: a record of options shared by several passes, flattened into each. */
class OptionGroupTest {
  /** The innermost group. */
  record Geometry(
      @Option(name = "rows", help = "Rows of a tile") int rows,
      @Option(name = "cols", help = "Columns of a tile") int cols) {
    Geometry {
      if (rows < 0) {
        throw new IllegalArgumentException("rows must not be negative, got " + rows);
      }
    }
  }

  /** A group that holds a group. */
  record Target(
      @OptionGroup Geometry geometry,
      @Option(name = "stages", help = "Pipeline stages") int stages) {
  }

  /** A pass's options: an option on either side of a group. */
  record Options(
      @Option(name = "verbose", help = "Say more") boolean verbose,
      @OptionGroup Target target,
      @Option(name = "name", help = "A name") String name) {
  }

  private static final Options DEFAULTS =
      new Options(false, new Target(new Geometry(8, 4), 1), "none");

  private final OptionSchema<Options> schema = OptionSchema.of(Options.class, DEFAULTS);

  @Test
  void listsTheOptionsOfNestedGroupsAmongItsOwnSortedByName() {
    assertEquals(List.of("cols", "name", "rows", "stages", "verbose"),
        schema.fields().stream().map(OptionSchema.Field::name).toList());
    assertEquals("Rows of a tile", schema.fields().get(2).help());
    assertEquals("=<int>", schema.fields().get(2).valueHint());
  }

  @Test
  void parsesGroupOptionsUnderTheirOwnNames() throws PassOptionException {
    assertEquals(new Options(true, new Target(new Geometry(2, 4), 3), "none"),
        schema.parse("rows=2 verbose stages=3"));
  }

  @Test
  void defaultsComeFromTheGroupObjectOfTheDefaults() throws PassOptionException {
    assertEquals(DEFAULTS, schema.parse(""));
    assertEquals("cols=4 name=none rows=8 stages=1 verbose=false", schema.print(DEFAULTS));
  }

  @Test
  void printsGroupOptionsBackFlatAndSorted() throws PassOptionException {
    String text = "cols=16 name=x rows=2 stages=3 verbose=true";
    assertEquals(text, schema.print(schema.parse("verbose stages=3 name=x cols=16 rows=2")));
    assertEquals(schema.parse(text), schema.parse(schema.print(schema.parse(text))));
  }

  @Test
  void printsBackIdenticallyThroughAPipeline() throws PipelineException {
    PipelineParser parser = new PipelineParser(new PassRegistry(
        List.of(SchemaPasses.registration("p", schema))));
    String text = "builtin.module(p{cols=4 name=none rows=2 stages=1 verbose=false})";
    assertEquals(text, parser.parse(text, new IrContext()).toPipelineString());
    assertEquals(text, parser.parse("builtin.module(p{rows=2})", new IrContext())
        .toPipelineString());
  }

  @Test
  void globalDefaultsReachGroupOptions() throws PassOptionException {
    OptionSchema<Options> defaulted = schema.withDefaults(Map.of("stages", "2", "rows", "5"));
    assertEquals(new Options(false, new Target(new Geometry(5, 4), 2), "none"),
        defaulted.defaults());
    assertEquals(new Options(false, new Target(new Geometry(6, 4), 2), "none"),
        defaulted.parse("rows=6"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "verbose target=1|8|no such option target",
      "cols|0|for the --cols option: requires a value!",
      "name=a stages=many|14|for the --stages option: 'many' value invalid for integer argument!",
      "rows=-1|0|rows must not be negative, got -1"})
  void reportsGroupOptionErrorsAsForOtherOptions(String text, int offset, String message) {
    PassOptionException e = assertThrows(PassOptionException.class, () -> schema.parse(text));
    assertEquals(message, e.getMessage());
    assertEquals(offset, e.offset());
  }

  record Clash(
      @OptionGroup Geometry geometry,
      @Option(name = "rows", help = "Rows again") int rows) {
  }

  @Test
  void rejectsAnOptionNameDeclaredTwice() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OptionSchema.of(Clash.class, new Clash(new Geometry(1, 1), 1)));
    assertEquals(Clash.class.getName() + " declares option rows twice", e.getMessage());
  }

  record NotARecord(@OptionGroup String text) {
  }

  record Unmarked(@OptionGroup Geometry geometry, int stages) {
  }

  record Both(@OptionGroup @Option(name = "g", help = "g") Geometry geometry) {
  }

  @Test
  void rejectsMisdeclaredGroups() {
    assertEquals("@OptionGroup " + NotARecord.class.getName() + ".text is not a record",
        declarationError(NotARecord.class));
    assertEquals(Unmarked.class.getName() + ".stages has no @Option or @OptionGroup annotation",
        declarationError(Unmarked.class));
    assertEquals(Both.class.getName() + ".geometry has both @Option and @OptionGroup",
        declarationError(Both.class));
  }

  private static <O extends Record> String declarationError(Class<O> type) {
    return assertThrows(IllegalArgumentException.class, () -> OptionSchema.of(type, null))
        .getMessage();
  }
}
