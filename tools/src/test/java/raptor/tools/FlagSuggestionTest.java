package raptor.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Suggestions for misspelled flags come from the documented flags, and only close ones. */
class FlagSuggestionTest {
  private static final String HELP = """
      --core-count=<N>     cores
      --crossbar-size=<N>  rows
      --crossbar-count=<N> crossbars
      --mlir-print-op-generic
      """;

  @Test
  void suggestsTheClosestDocumentedFlag() {
    assertEquals(Optional.of("--crossbar-count"), FlagSuggestion.didYouMean("crossbar-cout", HELP));
    assertEquals(Optional.of("--core-count"), FlagSuggestion.didYouMean("core-cont", HELP));
    assertEquals(Optional.of("--mlir-print-op-generic"),
        FlagSuggestion.didYouMean("mlir-print-op-genric", HELP));
  }

  @Test
  void suggestsNothingForUnrelatedFlags() {
    assertEquals(Optional.empty(), FlagSuggestion.didYouMean("frobnicate", HELP));
    assertEquals(Optional.empty(), FlagSuggestion.didYouMean("x", HELP));
  }

  @Test
  void readsFlagsFromHelpText() {
    assertEquals(List.of("core-count", "crossbar-size", "crossbar-count", "mlir-print-op-generic"),
        List.copyOf(FlagSuggestion.documentedFlags(HELP)));
    assertEquals(3, FlagSuggestion.editDistance("kitten", "sitting"));
  }
}
