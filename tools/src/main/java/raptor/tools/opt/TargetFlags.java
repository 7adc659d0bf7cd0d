package raptor.tools.opt;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.pim.InstructionBudget;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTarget;

/**
 * The global PIM target flags of {@code raptor-opt} ({@code --core-count}, {@code --crossbar-size},
 * {@code --crossbar-count}, {@code --pipeline}, {@code --max-core-instructions}). They are defaults for the pass options of the
 * same names, so {@code --core-count=2 --convert-spatial-to-pim} equals
 * {@code --convert-spatial-to-pim=core-count=2}.
 */
final class TargetFlags {
  private static final List<String> NAMES = List.of(PimTarget.CORE_COUNT,
      PimTarget.CROSSBAR_SIZE, PimTarget.CROSSBAR_COUNT, PimTarget.PIPELINE,
      InstructionBudget.OPTION);

  private final Map<String, String> values = new LinkedHashMap<>();

  /**
   * Applies {@code --name=value} when it is a target flag.
   *
   * @return {@code false} when {@code name} is not a target flag
   * @throws OptionParser.UsageException for a missing, malformed or non-positive value
   */
  boolean accept(String name, String value) throws OptionParser.UsageException {
    if (!NAMES.contains(name)) {
      return false;
    }
    if (value == null) {
      throw new OptionParser.UsageException("for the --" + name + " option: requires a value!");
    }
    long parsed;
    try {
      parsed = Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new OptionParser.UsageException("for the --" + name + " option: '" + value
          + "' value invalid for integer argument!");
    }
    try {
      PimTarget.checkPositive(name, parsed);
    } catch (InvalidTargetException e) {
      throw new OptionParser.UsageException(e.getMessage());
    }
    values.put(name, Long.toString(parsed));
    return true;
  }

  /** {@return the given flags as pass option defaults, by option name} */
  Map<String, String> optionDefaults() {
    return Map.copyOf(values);
  }
}
