package raptor.sim.timing;

/**
 * Receives the model's events in simulation order, in the golden traces' vocabulary ({@code FETCH
 * SCALAR DISPATCH ROBPUSH VSTART VEND TSTART TEND MSTART MEND ROBCOMMIT FINISH NOCSTART
 * NOCARRIVE}).
 */
public interface TimingTrace {
  /** A trace that records nothing. */
  TimingTrace NONE = (tag, a, b, ps, group) -> {};

  /**
   * Records one event.
   *
   * @param tag the event kind
   * @param a the core (or the source node of a NoC event)
   * @param b the pc (or the destination node; -1 for {@code FINISH})
   * @param ps the simulated time in ps
   * @param group the array group of {@code MSTART}/{@code MEND}, else -1
   */
  void event(String tag, int a, int b, long ps, int group);

  /** {@return a trace that records every event here and in {@code other}} */
  default TimingTrace and(TimingTrace other) {
    return (tag, a, b, ps, group) -> {
      event(tag, a, b, ps, group);
      other.event(tag, a, b, ps, group);
    };
  }

  /** {@return a trace that appends the golden text format to {@code out}: {@code TAG A B T [G]}} */
  static TimingTrace text(StringBuilder out) {
    return (tag, a, b, ps, group) -> {
      out.append(tag).append(' ').append(a).append(' ').append(b).append(' ');
      appendNs(out, ps);
      if (group >= 0) {
        out.append(' ').append(group);
      }
      out.append('\n');
    };
  }

  /** Appends {@code ps} as ns: an integer when whole, else up to three decimals. */
  static void appendNs(StringBuilder out, long ps) {
    out.append(ps / 1000);
    long fraction = ps % 1000;
    if (fraction != 0) {
      String digits = String.valueOf(1000 + fraction).substring(1);
      int end = digits.length();
      while (digits.charAt(end - 1) == '0') {
        end--;
      }
      out.append('.').append(digits, 0, end);
    }
  }
}
