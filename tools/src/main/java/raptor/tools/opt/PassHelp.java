package raptor.tools.opt;

import raptor.pass.OptionSchema;
import raptor.pass.PassRegistration;
import raptor.pass.PassRegistry;

/** The pass listing of {@code --list-passes} and the pass part of {@code --help}. */
final class PassHelp {
  private static final int WIDTH = 40;

  private PassHelp() {
  }

  /** {@return every registered pass with its options, as mlir-opt's --list-passes} */
  static String listPasses(PassRegistry registry) {
    StringBuilder out = new StringBuilder("Passes:\n");
    appendPasses(registry, "  ", out);
    return out.toString();
  }

  /** {@return the help section of the pass flags and the registered passes} */
  static String helpSection(PassRegistry registry) {
    StringBuilder out = new StringBuilder("""

        PASS OPTIONS:
          --pass-pipeline=<pipeline>       Run a textual pipeline, e.g. 'builtin.module(cse)'
          --list-passes                    List the registered passes and their options
          --dump-pass-pipeline             Print the pipeline to stderr before running it
          --verify-each[=false]            Verify the IR after each pass (default on)
          --mlir-disable-threading         Run passes on one thread
          --mlir-timing                    Print the wall time of each pass to stderr
          --mlir-timing-display=tree|list  Layout of the timing report (default tree)
          --mlir-pass-statistics           Print pass statistics to stderr
          --mlir-pass-statistics-display=pipeline|list
                                           Layout of the statistics report
          --mlir-print-ir-before=<pass>    Print the IR before the given passes
          --mlir-print-ir-after=<pass>     Print the IR after the given passes
          --mlir-print-ir-before-all       Print the IR before each pass
          --mlir-print-ir-after-all        Print the IR after each pass
          --mlir-print-ir-after-change     Print after a pass only if it changed the IR
          --mlir-print-ir-after-failure    Print after a pass only if it failed
          --mlir-print-ir-module-scope     Print the whole module, not just the pass's op

        PASSES (each also a flag; options as --pass="a=1 b=2"):
        """);
    appendPasses(registry, "  ", out);
    return out.toString();
  }

  private static void appendPasses(PassRegistry registry, String indent, StringBuilder out) {
    for (PassRegistration<?> pass : registry.all()) {
      line(out, indent + "--" + pass.argument(), "-   " + pass.description());
      for (OptionSchema.Field option : pass.options()) {
        line(out, indent + "  --" + option.name() + option.valueHint(), "- " + option.help());
      }
    }
  }

  private static void line(StringBuilder out, String left, String right) {
    out.append(left).append(" ".repeat(Math.max(1, WIDTH - left.length()))).append(right)
        .append('\n');
  }
}
