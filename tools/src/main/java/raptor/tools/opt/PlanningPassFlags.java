package raptor.tools.opt;

import java.util.Map;

/**
 * The global layout planning flag of {@code raptor-opt} ({@code --pim-disable-spatial-planning}):
 * the default of the {@code spatial-layout-planning} option of the same name.
 */
final class PlanningPassFlags {
  private static final String DISABLE = "pim-disable-spatial-planning";

  private String disabled;

  /**
   * Applies {@code --name[=value]} when it is the planning flag.
   *
   * @return {@code false} when {@code name} is not it
   * @throws OptionParser.UsageException for a value that is not a boolean
   */
  boolean accept(String name, String value) throws OptionParser.UsageException {
    if (!name.equals(DISABLE)) {
      return false;
    }
    disabled = Boolean.toString(OptionParser.bool(name, value));
    return true;
  }

  /** {@return the given flag as a pass option default, by option name} */
  Map<String, String> optionDefaults() {
    return disabled == null ? Map.of() : Map.of(DISABLE, disabled);
  }
}
