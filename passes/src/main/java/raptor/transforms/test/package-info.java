/**
 * Test passes over the {@code test} dialect, for lit tests of the rewrite drivers:
 * {@code --test-greedy-patterns}, {@code --test-legalize-patterns} and
 * {@code --test-walk-patterns}, registered by
 * {@link raptor.transforms.test.TestPassProvider}.
 */
package raptor.transforms.test;
