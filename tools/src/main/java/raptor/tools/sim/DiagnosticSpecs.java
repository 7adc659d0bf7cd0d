package raptor.tools.sim;

import java.util.ArrayList;
import java.util.List;
import raptor.sim.Region;
import raptor.sim.ScheduleConfig;
import raptor.sim.ScheduleTarget;

/** Parses the colon- and comma-separated values of the simulator's diagnostic and dump flags. */
final class DiagnosticSpecs {
  /**
   * The longest stall a diagnostic flag may ask for: the scheduler spends a step on each stalled
   * cycle, so a million keeps a run within a second or so.
   */
  static final long MAX_STALL_CYCLES = 1_000_000;

  private DiagnosticSpecs() {}

  /** {@code --provenance-core-stall CORE:CYCLES}. */
  static ScheduleConfig.CoreStall coreStall(String spec) throws CliException {
    String[] parts = spec.split(":", -1);
    if (parts.length != 2) {
      throw new CliException("--provenance-core-stall must be CORE:CYCLES");
    }
    int core = (int) unsigned(parts[0], "invalid stalled core");
    long cycles = stallCycles(parts[1], "--provenance-core-stall");
    return new ScheduleConfig.CoreStall(core, cycles);
  }

  /** {@code --diagnostic-target-stall CORE:PC[:ITER]:CYCLES}. */
  static ScheduleConfig.TargetStall targetStall(String spec) throws CliException {
    String[] parts = spec.split(":", -1);
    if (parts.length != 3 && parts.length != 4) {
      throw new CliException(
          "--diagnostic-target-stall must be CORE:PC:CYCLES or CORE:PC:ITERATION:CYCLES");
    }
    int core = (int) unsigned(parts[0], "invalid target-stall core");
    int pc = (int) unsigned(parts[1], "invalid target-stall PC");
    Integer iteration =
        parts.length == 4 ? (int) unsigned(parts[2], "invalid target-stall iteration") : null;
    long cycles = stallCycles(parts[parts.length - 1], "--diagnostic-target-stall");
    return new ScheduleConfig.TargetStall(core, pc, iteration, cycles);
  }

  /** {@code --diagnostic-schedule-target WCORE:WPC:RCORE:RPC:BEGIN:END[:RITER:WMIN]}. */
  static ScheduleTarget scheduleTarget(String spec) throws CliException {
    String[] parts = spec.split(":", -1);
    long[] values = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      values[i] = unsigned(parts[i], "invalid schedule target field: " + parts[i]);
    }
    if (values.length != 6 && values.length != 8) {
      throw new CliException(
          "--diagnostic-schedule-target requires WCORE:WPC:RCORE:RPC:BEGIN:END"
              + " with optional RITER:WMIN");
    }
    if (values[5] <= values[4]) {
      throw new CliException("schedule target address end must be greater than begin");
    }
    boolean full = values.length == 8;
    return new ScheduleTarget(
        (int) values[0],
        (int) values[1],
        (int) values[2],
        (int) values[3],
        values[4],
        values[5],
        full ? (Integer) (int) values[6] : null,
        full ? (Integer) (int) values[7] : null);
  }

  /** {@code -d ADDR,SIZE,...}: the values split on commas, in pairs. */
  static List<Region> dumpRanges(List<String> values) throws CliException {
    List<Long> numbers = new ArrayList<>();
    for (String value : values) {
      for (String part : value.split(",")) {
        if (!part.isBlank()) {
          numbers.add(unsigned(part.strip(), "invalid memory dump value: " + part));
        }
      }
    }
    if (numbers.size() % 2 != 0) {
      throw new CliException("memory dump requires address,size pairs");
    }
    List<Region> ranges = new ArrayList<>();
    for (int i = 0; i < numbers.size(); i += 2) {
      try {
        ranges.add(
            new Region(Math.toIntExact(numbers.get(i)), Math.toIntExact(numbers.get(i + 1))));
      } catch (IllegalArgumentException | ArithmeticException e) {
        throw new CliException(
            "invalid memory dump range "
                + numbers.get(i)
                + ","
                + numbers.get(i + 1)
                + ": beyond the memory limit");
      }
    }
    return ranges;
  }

  /**
   * Parses a non-negative decimal or {@code 0x} hexadecimal integer up to {@code
   * Integer.MAX_VALUE}.
   */
  /** {@return the stall cycles of {@code flag} in {@code text}, from 1 to the maximum} */
  private static long stallCycles(String text, String flag) throws CliException {
    long cycles = unsigned(text, "invalid " + flag + " cycle count: " + text);
    if (cycles == 0 || cycles > MAX_STALL_CYCLES) {
      throw new CliException(flag + " cycles must be between 1 and " + MAX_STALL_CYCLES
          + ", got " + cycles);
    }
    return cycles;
  }

  private static long unsigned(String text, String error) throws CliException {
    try {
      long value = Long.decode(text);
      if (value < 0 || value > Integer.MAX_VALUE) {
        throw new CliException(error);
      }
      return value;
    } catch (NumberFormatException e) {
      throw new CliException(error);
    }
  }
}
