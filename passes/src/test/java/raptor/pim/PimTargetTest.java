package raptor.pim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PimTargetTest {
  @Test
  void resolvesPositiveValues() throws InvalidTargetException {
    assertEquals(new PimTarget(138, 128, 4, 4), PimTarget.resolve(138, 128, 4, 4));
  }

  /**
   * Every missing flag is reported at once; otherwise the first problem in the compiler driver's
   * order, naming its flag.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "0|0|0|1|Pim compilation requires explicit --core-count, --crossbar-size and "
          + "--crossbar-count (positive integers)",
      "0|4|2|1|Pim compilation requires an explicit --core-count=<positive integer>",
      "-1|4|2|1|Pim compilation requires --core-count to be a positive integer",
      "2|0|0|1|Pim compilation requires explicit --crossbar-size and --crossbar-count "
          + "(positive integers)",
      "2|0|2|1|Pim compilation requires an explicit --crossbar-size=<positive integer>",
      "2|4|0|1|Pim compilation requires an explicit --crossbar-count=<positive integer>",
      "2|4|-2|1|Pim compilation requires --crossbar-count to be a positive integer",
      "2|4|2|0|Pim compilation requires --pipeline to be positive",
      "2|4|2|3|Pim compilation requires --pipeline not to exceed --core-count",
      "2147483647|4|2147483647|2|Pim compilation --crossbar-count * --pipeline overflows",
      "4294967296|4|2|1|Pim compilation requires --core-count to be a positive integer"})
  void reportsMissingFlagsOrTheFirstInvalidOne(long cores, long size, long count, long pipeline,
      String message) {
    InvalidTargetException e = assertThrows(InvalidTargetException.class,
        () -> PimTarget.resolve(cores, size, count, pipeline));
    assertEquals(message, e.getMessage());
  }
}
