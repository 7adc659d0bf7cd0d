/**
 * The {@code test} dialect: ops of odd shapes (variadic segments, optional operands, regions,
 * successors, a custom directive, a folder, canonicalization hooks) for tests of the framework,
 * generated from {@code test/Test.td}. Not for real programs.
 */
package raptor.dialect.test;
