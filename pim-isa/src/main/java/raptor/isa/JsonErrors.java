package raptor.isa;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Pattern;

/** User-facing descriptions of JSON syntax errors, shared by every reader of JSON artifacts. */
public final class JsonErrors {
  /** Jackson's "(start marker at [Source: ...; line: L, column: C])" suffix. */
  private static final Pattern START_MARKER =
      Pattern.compile("\\s*\\(start marker at \\[Source: .*?; line: \\d+, column: \\d+\\]\\)");

  private JsonErrors() {}

  /** {@return {@code invalid JSON at line L, column C: problem}, without Jackson's source dump} */
  public static String describe(JsonProcessingException e) {
    JsonLocation location = e.getLocation();
    String where =
        location == null || location.getLineNr() < 1
            ? ""
            : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    String problem = START_MARKER.matcher(e.getOriginalMessage()).replaceAll("");
    return "invalid JSON" + where + ": " + problem;
  }
}
