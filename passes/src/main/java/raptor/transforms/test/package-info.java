/**
 * Test passes over the {@code test} dialect, for lit tests of the rewrite drivers:
 * {@code --test-greedy-patterns}, {@code --test-legalize-patterns},
 * {@code --test-walk-patterns} and {@code --test-break-ir} (IR the verifier must reject),
 * registered by
 * {@link raptor.transforms.test.TestPassProvider}.
 */
package raptor.transforms.test;
