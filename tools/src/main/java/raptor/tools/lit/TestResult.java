package raptor.tools.lit;

/**
 * The outcome of one test and what lit would print about it.
 *
 * @param status the outcome
 * @param output the explanation: lit's failure transcript, or why the test did not run
 */
public record TestResult(TestStatus status, String output) {}
