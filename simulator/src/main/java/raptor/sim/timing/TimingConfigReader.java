package raptor.sim.timing;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.List;

/**
 * Binds a pimsim-nn configuration to {@link TimingConfig}: missing keys keep pimsim-nn's defaults,
 * unknown keys are warnings, and a value of the wrong type or out of range is an error located at
 * its file, line and column (or key path).
 */
public final class TimingConfigReader {
  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .visibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
          .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.PUBLIC_ONLY)
          .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
          .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .build();

  private TimingConfigReader() {}

  /**
   * Parses {@code text}.
   *
   * @param where the file name used in messages
   * @param warnings receives one {@code where:line:col: warning: ...} line per unknown key
   * @throws TimingInputException on malformed JSON, a mistyped value or an invalid parameter
   */
  public static TimingConfig read(String text, String where, List<String> warnings)
      throws TimingInputException {
    TimingConfig config;
    try {
      config =
          MAPPER
              .reader()
              .withHandler(new UnknownKeys(where, warnings))
              .forType(TimingConfig.class)
              .readValue(text);
    } catch (JsonMappingException e) {
      throw new TimingInputException(
          at(where, e.getLocation()) + "error: " + path(e) + e.getOriginalMessage());
    } catch (JsonProcessingException e) {
      throw new TimingInputException(at(where, e.getLocation()) + "error: " + e.getOriginalMessage());
    }
    if (config == null) {
      throw new TimingInputException(where + ": error: the configuration is empty");
    }
    TimingConfigChecks.check(config, where);
    return config;
  }

  /** {@return {@code config} as pimsim-nn JSON, every key included} */
  public static String write(TimingConfig config) {
    try {
      return MAPPER.writeValueAsString(config) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("configuration does not serialize", e);
    }
  }

  private static String path(JsonMappingException e) {
    StringBuilder out = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        out.append(out.length() == 0 ? "" : ".").append(ref.getFieldName());
      } else {
        out.append('[').append(ref.getIndex()).append(']');
      }
    }
    return out.length() == 0 ? "" : out + ": ";
  }

  private static String at(String where, JsonLocation location) {
    if (location == null || location.getLineNr() < 0) {
      return where + ": ";
    }
    return where + ":" + location.getLineNr() + ":" + location.getColumnNr() + ": ";
  }

  /** Reports unknown keys as warnings and skips their values. */
  private static final class UnknownKeys extends DeserializationProblemHandler {
    private final String where;
    private final List<String> warnings;

    UnknownKeys(String where, List<String> warnings) {
      this.where = where;
      this.warnings = warnings;
    }

    @Override
    public boolean handleUnknownProperty(
        DeserializationContext context,
        JsonParser parser,
        JsonDeserializer<?> deserializer,
        Object bean,
        String name)
        throws IOException {
      warnings.add(
          at(where, parser.currentTokenLocation())
              + "warning: unknown key \""
              + name
              + "\" in "
              + (bean == null ? "configuration" : bean.getClass().getSimpleName().toLowerCase())
              + " (ignored, as pimsim-nn does)");
      parser.skipChildren();
      return true;
    }
  }
}
