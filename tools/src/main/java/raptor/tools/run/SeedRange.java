package raptor.tools.run;

/**
 * The simulator schedules to run: {@code null} seeds mean the greedy schedule, otherwise the
 * randomized schedule once for each seed {@code first..last}.
 *
 * @param first the first seed, or {@code null} for the greedy schedule
 * @param last the last seed (inclusive), {@code null} exactly when {@code first} is
 */
record SeedRange(Long first, Long last) {
  /** The greedy schedule only. */
  static final SeedRange GREEDY = new SeedRange(null, null);

  /** The most schedules one run may request. */
  private static final long MAX_SCHEDULES = 10_000;

  /**
   * {@return the range written {@code N} or {@code FIRST..LAST}}
   *
   * @throws RunException for anything else, a reversed range or more than 10000 seeds
   */
  static SeedRange parse(String text) throws RunException {
    int dots = text.indexOf("..");
    long first = number(dots < 0 ? text : text.substring(0, dots), text);
    long last = dots < 0 ? first : number(text.substring(dots + 2), text);
    if (last < first) {
      throw new RunException("--sim-seed range " + text + " is empty");
    }
    if (last - first >= MAX_SCHEDULES) {
      throw new RunException("--sim-seed range " + text + " exceeds " + MAX_SCHEDULES
          + " schedules");
    }
    return new SeedRange(first, last);
  }

  private static long number(String digits, String text) throws RunException {
    try {
      long value = Long.parseLong(digits);
      if (value >= 0) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new RunException("invalid --sim-seed '" + text
        + "': expected N or FIRST..LAST with non-negative integers");
  }

  /** {@return whether the randomized schedule is used} */
  boolean randomized() {
    return first != null;
  }

  /** {@return the number of schedules} */
  int count() {
    return randomized() ? (int) (last - first + 1) : 1;
  }

  /** {@return the seed of schedule {@code index}; only for a randomized range} */
  long seed(int index) {
    return first + index;
  }
}
