package raptor.backend.pim.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import raptor.ir.IrContext;
import raptor.pass.PassOptionException;
import raptor.pass.PassRegistry;
import raptor.pass.PipelineException;
import raptor.pass.PipelineParser;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTargetOptions;

/**
 * The PIM passes share their target options as one option group: each pass still reads and
 * prints them under their own names, and the composite passes hand them to their stages.
 */
class PimPassOptionsTest {
  private static final String TARGET = "core-count=2 crossbar-size=4 crossbar-count=2";

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "convert-spatial-to-pim|convert-spatial-to-pim{core-count=2 crossbar-count=2 "
          + "crossbar-size=4 pipeline=1}",
      "verify-pim|verify-pim{core-count=2 crossbar-count=2 crossbar-size=4 "
          + "max-core-instructions=16777216 pim-detect-communication-deadlock=false pipeline=1}",
      "pim-lower-to-bufferized|pim-lower-to-bufferized{core-count=2 crossbar-count=2 "
          + "crossbar-size=4 local-memory-size=2147483647 max-core-instructions=16777216 "
          + "pim-detect-communication-deadlock=false "
          + "pim-verify-bufferization-copy-freedom=false pipeline=1}",
      "emit-pim-code|emit-pim-code{core-count=2 crossbar-count=2 crossbar-size=4 "
          + "max-core-instructions=16777216 output-dir=\"\" "
          + "pim-disable-synchronization=false pim-emit-json=false pim-memory-report=summary}",
      "pim-compile|pim-compile{core-count=2 crossbar-count=2 crossbar-size=4 "
          + "local-memory-size=2147483647 max-core-instructions=16777216 output-dir=\"\" "
          + "pim-detect-communication-deadlock=false "
          + "pim-disable-synchronization=false pim-emit-json=false pim-memory-report=summary "
          + "pim-verify-bufferization-copy-freedom=false pipeline=1}"})
  void printsTheTargetOptionsAmongThePassOwn(String pass, String printed)
      throws PipelineException {
    PipelineParser parser = new PipelineParser(PassRegistry.load());
    String pipeline = "builtin.module(" + pass + "{" + TARGET + "})";
    assertEquals("builtin.module(" + printed + ")",
        parser.parse(pipeline, new IrContext()).toPipelineString());
    assertEquals("builtin.module(" + printed + ")",
        parser.parse("builtin.module(" + printed + ")", new IrContext()).toPipelineString());
  }

  @Test
  void handsOneTargetToBothStages() throws PassOptionException {
    PimCompilePass.Options options = PimCompilePass.SCHEMA
        .withDefaults(Map.of("core-count", "3", "pipeline", "2"))
        .parse(TARGET + " output-dir=out pim-detect-communication-deadlock"
            + " max-core-instructions=99");
    PimTargetOptions target = new PimTargetOptions(new PimHardwareOptions(2, 4, 2), 2);
    assertEquals(target, options.lowering().target());
    assertEquals(target, options.lowering().verification().target());
    assertTrue(options.lowering().verification().detectDeadlock());
    assertEquals(target.hardware(), options.emission().hardware());
    assertEquals("out", options.emission().codegen().outputDir());
    assertEquals(99, options.lowering().verification().maxCoreInstructions());
    assertEquals(99, options.emission().maxCoreInstructions());
  }
}
