package raptor.sim;

/** What the diagnostic scheduler decides before a core runs an instruction. */
sealed interface ScheduleAction {
  /** Run the instruction. */
  ScheduleAction EXECUTE = new Execute();

  /** Run the instruction. */
  record Execute() implements ScheduleAction {}

  /** Do not run it; switch to {@code nextCore}. */
  record Defer(int nextCore, String reason) implements ScheduleAction {}

  /** Do not run it this visit; {@code remaining} stall visits are left. */
  record Stall(long remaining, boolean target) implements ScheduleAction {}

  /** Run it even though the policy would defer, for {@code reason}. */
  record Force(String reason) implements ScheduleAction {}
}
