package raptor.tools.opt;

import raptor.frontend.onnx.importer.ImportOptions;
import raptor.ir.io.InputFile;
import raptor.ir.text.PrintOptions;
import raptor.pass.PassRegistry;
import raptor.tools.FlagSuggestion;

/**
 * Parses {@code raptor-opt}'s flags the way LLVM's command-line library does: one or two
 * dashes, {@code -flag=value} or {@code -flag value}, one positional input.
 */
final class OptionParser {
  /** A command-line mistake, reported as {@code raptor-opt: message}. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  private static final String DEFAULT_MARKER = "// -----";
  private static final String ELIDE_ELEMENTS = "mlir-elide-elementsattrs-if-larger";
  private static final String HEX_ELEMENTS = "mlir-print-elementsattrs-with-hex-if-larger";
  private static final String ONNX_INPUT_SHAPE = "onnx-input-shape";

  private static final String MAX_INPUT_SIZE = "max-input-size";

  private final PassFlags passFlags;
  private final String passHelp;

  private String input;
  private String output = "-";
  private boolean allowUnregistered;
  private String splitMarker;
  private String outputSplitMarker = DEFAULT_MARKER;
  private boolean verifyDiagnostics;
  private boolean implicitModule = true;
  private boolean verifyOnParse = true;
  private boolean printOpOnDiagnostic = true;
  private boolean generic;
  private boolean debugInfo;
  private boolean prettyDebugInfo;
  private boolean localScope;
  private boolean uniqueIds;
  private long elideElements = -1;
  private long hexElements = PrintOptions.DEFAULT_HEX_IF_LARGER;
  private long maxInputSize = InputFile.DEFAULT_LIMIT;
  private boolean help;
  private ImportOptions onnxImport = ImportOptions.DEFAULT;

  /** Creates a parser whose pass flags are the passes of {@code registry}. */
  OptionParser(PassRegistry registry) {
    this.passFlags = new PassFlags(registry);
    this.passHelp = PassHelp.helpSection(registry);
  }

  /** {@return whether {@code --list-passes} was given} */
  boolean listPassesRequested() {
    return passFlags.listPassesRequested();
  }

  /** {@return whether {@code --help} was given} */
  boolean helpRequested() {
    return help;
  }

  OptOptions parse(String[] args) throws UsageException {
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (!arg.startsWith("-") || arg.equals("-")) {
        setInput(arg);
        continue;
      }
      String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      if (name.equals("o")) {
        if (value == null) {
          if (i + 1 >= args.length) {
            throw new UsageException("for the -o option: requires a value!");
          }
          value = args[++i];
        }
        output = value;
        continue;
      }
      if (value == null && takesValue(name)) {
        if (i + 1 >= args.length) {
          throw new UsageException("for the --" + name + " option: requires a value!");
        }
        value = args[++i];
      }
      applyFlag(arg, name, value);
    }
    if (input == null) {
      input = "-";
    }
    return new OptOptions(input, output, maxInputSize, allowUnregistered, splitMarker,
        outputSplitMarker, verifyDiagnostics, implicitModule, verifyOnParse, printOpOnDiagnostic,
        new PrintOptions(generic, debugInfo, localScope, uniqueIds, elideElements, hexElements,
            prettyDebugInfo),
        passFlags.build(), onnxImport);
  }

  private void setInput(String arg) throws UsageException {
    if (input != null) {
      throw new UsageException("Too many positional arguments specified!\n"
          + "Can specify at most 1 positional arguments: See: raptor-opt --help");
    }
    input = arg;
  }

  private void applyFlag(String arg, String name, String value) throws UsageException {
    switch (name) {
      case "help", "h" -> help = true;
      case "allow-unregistered-dialect" -> allowUnregistered = bool(name, value);
      case "split-input-file" -> splitMarker = value == null || value.isEmpty()
          ? DEFAULT_MARKER : value;
      case "output-split-marker" -> outputSplitMarker = value == null ? "" : value;
      case "verify-diagnostics" -> verifyDiagnostics = verifyMode(value);
      case "no-implicit-module" -> implicitModule = !bool(name, value);
      case "mlir-very-unsafe-disable-verifier-on-parsing" -> verifyOnParse = !bool(name, value);
      case "mlir-print-op-on-diagnostic" -> printOpOnDiagnostic = bool(name, value);
      case "mlir-print-op-generic" -> generic = bool(name, value);
      case "mlir-print-debuginfo" -> debugInfo = bool(name, value);
      case "mlir-pretty-debuginfo" -> prettyDebugInfo = bool(name, value);
      case "mlir-print-local-scope" -> localScope = bool(name, value);
      case "mlir-print-unique-ssa-ids" -> uniqueIds = bool(name, value);
      case ELIDE_ELEMENTS -> elideElements = uint(name, value);
      case HEX_ELEMENTS -> hexElements = signedLong(name, value);
      case ONNX_INPUT_SHAPE -> onnxImport = inputShape(value);
      case MAX_INPUT_SIZE -> maxInputSize = size(name, value);
      default -> {
        if (!passFlags.accept(name, value)) {
          throw new UsageException("Unknown command line argument '" + arg
              + "'.  Try: 'raptor-opt --help'"
              + FlagSuggestion.didYouMean(name, helpText() + passHelp)
                  .map(flag -> "\nraptor-opt: Did you mean '" + flag + "'?").orElse(""));
        }
      }
    }
  }

  private static boolean verifyMode(String value) throws UsageException {
    if (value == null || value.equals("all") || value.equals("only-expected")) {
      return true;
    }
    throw new UsageException("for the --verify-diagnostics option: Cannot find option named '"
        + value + "'!");
  }

  /** {@return whether {@code --name value} (no {@code =}) passes the next argument as value} */
  private static boolean takesValue(String name) {
    return name.equals(ELIDE_ELEMENTS) || name.equals(HEX_ELEMENTS)
        || name.equals(MAX_INPUT_SIZE) || name.equals(ONNX_INPUT_SHAPE);
  }

  private ImportOptions inputShape(String value) throws UsageException {
    try {
      return onnxImport.withInputShape(value == null ? "" : value);
    } catch (IllegalArgumentException e) {
      throw new UsageException("for the --" + ONNX_INPUT_SHAPE + " option: " + e.getMessage());
    }
  }

  private static long size(String name, String value) throws UsageException {
    if (value == null) {
      throw new UsageException("for the --" + name + " option: requires a value!");
    }
    try {
      return InputFile.parseLimit(value);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static long uint(String name, String value) throws UsageException {
    long parsed = signedLong(name, value, "uint");
    if (parsed < 0 || parsed > 0xFFFF_FFFFL) {
      throw invalid(name, value, "uint");
    }
    return parsed;
  }

  static long signedLong(String name, String value) throws UsageException {
    return signedLong(name, value, "long");
  }

  /**
   * Parses an integer as LLVM's {@code getAsInteger(0, ...)}: an optional {@code -}, then
   * decimal digits, or {@code 0x}, {@code 0b}, {@code 0o} or a leading {@code 0} (octal).
   */
  private static long signedLong(String name, String value, String kind) throws UsageException {
    boolean negative = value.startsWith("-");
    String digits = negative ? value.substring(1) : value;
    int radix = 10;
    if (digits.length() > 1 && digits.charAt(0) == '0') {
      char prefix = Character.toLowerCase(digits.charAt(1));
      radix = prefix == 'x' ? 16 : prefix == 'b' ? 2 : 8;
      digits = prefix == 'x' || prefix == 'b' || prefix == 'o' ? digits.substring(2)
          : digits.substring(1);
    }
    if (digits.isEmpty() || Character.digit(digits.charAt(0), radix) < 0) {
      throw invalid(name, value, kind);
    }
    try {
      return Long.parseLong(negative ? "-" + digits : digits, radix);
    } catch (NumberFormatException e) {
      throw invalid(name, value, kind);
    }
  }

  private static UsageException invalid(String name, String value, String kind) {
    return new UsageException("for the --" + name + " option: '" + value
        + "' value invalid for " + kind + " argument!");
  }

  static boolean bool(String name, String value) throws UsageException {
    if (value == null || value.equals("true") || value.equals("1")) {
      return true;
    }
    if (value.equals("false") || value.equals("0")) {
      return false;
    }
    throw new UsageException("for the --" + name + " option: '" + value
        + "' is invalid value for boolean argument! Try 0 or 1");
  }

  static String helpText() {
    return """
        OVERVIEW: Raptor optimizer driver: parses, verifies and prints MLIR

        USAGE: raptor-opt [options] <input file>

        OPTIONS:
          -o <filename>                    Output filename ('-' for stdout, the default)
          --allow-unregistered-dialect     Allow operations of unregistered dialects
          --split-input-file[=<marker>]    Split the input at '// -----' (or <marker>) and
                                           process each chunk on its own
          --output-split-marker=<marker>   Join chunk outputs with <marker> (default '// -----')
          --verify-diagnostics             Check diagnostics against expected-* comments
          --no-implicit-module             Do not wrap top-level ops in a builtin.module
          --mlir-very-unsafe-disable-verifier-on-parsing
                                           Do not verify the input after parsing it
          --mlir-print-op-on-diagnostic[=false]
                                           Attach the op as a "see current operation"
                                           note to its diagnostics (default true)
          --mlir-print-op-generic          Print every op in the generic form
          --mlir-print-debuginfo           Print locations
          --mlir-pretty-debuginfo          Print locations in the pretty form, without loc()
          --mlir-print-local-scope         Print without aliases, locations inline
          --mlir-print-unique-ssa-ids      Never reuse SSA value numbers across regions
          --mlir-elide-elementsattrs-if-larger=<N>
                                           Print elements attributes of more than N
                                           elements as dense_resource<__elided__>
          --mlir-print-elementsattrs-with-hex-if-larger=<N>
                                           Print dense attributes of more than N elements
                                           as hex (default 100, -1 never)
          --core-count=<N>                 PIM target: cores (default of the passes'
                                           core-count option; required by PIM passes)
          --crossbar-size=<N>              PIM target: rows = columns of a crossbar
          --crossbar-count=<N>             PIM target: crossbars per core
          --pipeline=<N>                   PIM target: pipeline stages (default 1)
          --pim-emit-json                  Code generation: also write core_N.json
          --pim-disable-synchronization    Code generation: omit sync/wait instructions
          --pim-memory-report=summary|none Code generation: the memory report (default
                                           summary, in DIR/reports/memory_report.txt)
          --pim-detect-communication-deadlock
                                           Verification: prove that communication cannot
                                           deadlock (verify-pim, pim-compile)
          --pim-disable-spatial-planning   Layout planning: lower every plan op densely
                                           (spatial-layout-planning)
          --max-input-size=<N>             Refuse inputs larger than N bytes (suffix K, M
                                           or G; default 1G)
          --max-core-instructions=<N>      PIM target: instructions one core may execute,
                                           loops unrolled (default 16777216)
          --pim-target-config=<path>       PIM target: pimsim-nn config with the NoC
                                           latency table the scheduler uses
          --onnx-input-shape=<name>:<dims> An ONNX input: fix input <name> to <dims>
                                           (1x3x224x224); a symbolic batch is otherwise 1
          --help                           Show this help
        """;
  }
}
