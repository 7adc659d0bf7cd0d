package raptor.sim;

/**
 * What the diagnostic scheduler sees of a core.
 *
 * @param pc program counter
 * @param instructionCount program length
 * @param iteration batch iteration
 */
record ScheduleCoreState(int pc, int instructionCount, int iteration) {
  /**
   * {@return whether the core still has work: a non-empty program not at the end of its last
   * iteration}
   */
  boolean hasWork(int batchSize) {
    return instructionCount != 0 && !(pc == instructionCount && iteration + 1 >= batchSize);
  }
}
