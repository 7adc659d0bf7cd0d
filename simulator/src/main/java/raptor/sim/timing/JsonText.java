package raptor.sim.timing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/** Parses JSON inputs into trees, turning syntax errors into located diagnostics. */
final class JsonText {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private JsonText() {}

  /**
   * {@return the JSON tree of {@code bytes}}
   *
   * @param where the file name used in messages
   * @throws TimingInputException as {@code where:line:col: error: ...} on malformed JSON
   */
  static JsonNode parse(byte[] bytes, String where) throws TimingInputException {
    try {
      return MAPPER.readTree(bytes);
    } catch (JsonProcessingException e) {
      throw new TimingInputException(
          where
              + ":"
              + e.getLocation().getLineNr()
              + ":"
              + e.getLocation().getColumnNr()
              + ": error: "
              + e.getOriginalMessage());
    } catch (IOException e) {
      throw new TimingInputException(where + ": error: " + e.getMessage());
    }
  }
}
