package raptor.tools.opt;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import raptor.conversion.onnxtospatial.ConvStrategy;

/**
 * The global Conv flags of {@code raptor-opt} ({@code --pim-conv-lowering},
 * {@code --pim-conv-im2col-max-elements}, {@code --pim-conv-stream-chunk-positions},
 * {@code --pim-conv-image-chunk-positions}): defaults for the {@code convert-onnx-to-spatial}
 * options of the same names.
 */
final class ConvPassFlags {
  private static final String LOWERING = "pim-conv-lowering";
  private static final String IM2COL = "pim-conv-im2col-max-elements";
  private static final String CHUNK = "pim-conv-stream-chunk-positions";
  private static final String IMAGE_CHUNK = "pim-conv-image-chunk-positions";

  private final Map<String, String> values = new LinkedHashMap<>();

  /**
   * Applies {@code --name=value} when it is a Conv flag.
   *
   * @return {@code false} when {@code name} is not one
   * @throws OptionParser.UsageException for a missing, unknown or non-positive value
   */
  boolean accept(String name, String value) throws OptionParser.UsageException {
    if (!name.equals(LOWERING) && !name.equals(IM2COL) && !name.equals(CHUNK)
        && !name.equals(IMAGE_CHUNK)) {
      return false;
    }
    if (value == null) {
      throw new OptionParser.UsageException("for the --" + name + " option: requires a value!");
    }
    if (name.equals(LOWERING)) {
      if (Arrays.stream(ConvStrategy.values()).noneMatch(s -> s.flagName().equals(value))) {
        throw new OptionParser.UsageException("for the --" + name + " option: Cannot find "
            + "option named '" + value + "'! (expected one of " + Arrays.stream(
                ConvStrategy.values()).map(ConvStrategy::flagName)
                .collect(Collectors.joining(", ")) + ")");
      }
      values.put(name, value);
    } else {
      long parsed = OptionParser.signedLong(name, value);
      if (parsed < 1) {
        throw new OptionParser.UsageException("Pim compilation requires --" + name
            + " to be a positive integer");
      }
      values.put(name, Long.toString(parsed));
    }
    return true;
  }

  /** {@return the given flags as pass option defaults, by option name} */
  Map<String, String> optionDefaults() {
    return Map.copyOf(values);
  }
}
