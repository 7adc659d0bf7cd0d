package raptor.tools.opt;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The global code-generation flags of {@code raptor-opt} ({@code --pim-emit-json},
 * {@code --pim-disable-synchronization}, {@code --pim-memory-report=summary|none},
 * {@code --pim-detect-communication-deadlock}). Like the target flags they are defaults for the
 * pass options of the same names ({@code emit-pim-code}, {@code verify-pim}, {@code pim-compile}).
 */
final class CodegenFlags {
  private static final String EMIT_JSON = "pim-emit-json";
  private static final String DISABLE_SYNC = "pim-disable-synchronization";
  private static final String MEMORY_REPORT = "pim-memory-report";
  private static final String DETECT_DEADLOCK = "pim-detect-communication-deadlock";

  private final Map<String, String> values = new LinkedHashMap<>();

  /**
   * Applies {@code --name[=value]} when it is a code-generation flag.
   *
   * @return {@code false} when {@code name} is not one
   * @throws OptionParser.UsageException for a malformed value
   */
  boolean accept(String name, String value) throws OptionParser.UsageException {
    switch (name) {
      case EMIT_JSON, DISABLE_SYNC, DETECT_DEADLOCK -> values.put(name,
          Boolean.toString(OptionParser.bool(name, value)));
      case MEMORY_REPORT -> values.put(name, memoryReport(value));
      default -> {
        return false;
      }
    }
    return true;
  }

  private static String memoryReport(String value) throws OptionParser.UsageException {
    if ("summary".equals(value) || "none".equals(value)) {
      return value;
    }
    throw new OptionParser.UsageException("for the --" + MEMORY_REPORT
        + " option: Cannot find option named '" + (value == null ? "" : value) + "'!");
  }

  /** {@return the given flags as pass option defaults, by option name} */
  Map<String, String> optionDefaults() {
    return Map.copyOf(values);
  }
}
