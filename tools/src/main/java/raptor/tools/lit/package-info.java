/**
 * An in-process runner for lit test files, compatible with the subset of LLVM's {@code lit}
 * that Raptor's tests use.
 *
 * <p>{@link raptor.tools.lit.TestScriptParser} reads the {@code RUN:}, {@code REQUIRES:},
 * {@code UNSUPPORTED:}, {@code XFAIL:} and {@code DEFINE:} lines of a test;
 * {@link raptor.tools.lit.Substitutions} expands {@code %s}, {@code %t}, {@code %{name}} and
 * the other substitutions; {@link raptor.tools.lit.ShellParser} turns each RUN line into
 * pipelines that {@link raptor.tools.lit.ShellExecutor} runs in-process through a
 * {@link raptor.tools.lit.ToolRegistry} (no JVM per command). {@link raptor.tools.lit.TestRunner}
 * ties these together and reports failures as lit does; {@link raptor.tools.lit.Lit} is the
 * command-line entry point.
 */
package raptor.tools.lit;
