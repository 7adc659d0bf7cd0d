package raptor.tools.opt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.pass.PassOptionException;
import raptor.pass.PassRegistration;
import raptor.pass.PassRegistry;
import raptor.pass.TimingTree;

/**
 * The pass-related flags of {@code raptor-opt}: one flag per registered pass, the pipeline, the
 * global target flags that default pass options ({@link TargetFlags}), and the mlir-opt
 * instrumentation flags. {@link OptionParser} hands it every flag it does not know.
 */
final class PassFlags {
  private final PassRegistry registry;
  private final TargetFlags targetFlags = new TargetFlags();
  private final CodegenFlags codegenFlags = new CodegenFlags();
  private final ConvPassFlags convFlags = new ConvPassFlags();
  private final PlanningPassFlags planningFlags = new PlanningPassFlags();
  private String pipelineText;
  private final List<PipelineOptions.PassFlag> passFlags = new ArrayList<>();
  private boolean listPasses;
  private boolean dumpPipeline;
  private boolean verifyEach = true;
  private boolean threading = true;
  private boolean timing;
  private TimingTree.Display timingDisplay = TimingTree.Display.TREE;
  private boolean statistics;
  private boolean statisticsAsList;
  private boolean printBeforeAll;
  private final Set<String> printBefore = new LinkedHashSet<>();
  private boolean printAfterAll;
  private final Set<String> printAfter = new LinkedHashSet<>();
  private boolean printAfterChange;
  private boolean printAfterFailure;
  private boolean printModuleScope;

  PassFlags(PassRegistry registry) {
    this.registry = registry;
  }

  /** {@return whether {@code --list-passes} was given} */
  boolean listPassesRequested() {
    return listPasses;
  }

  /**
   * Applies {@code --name[=value]} when it is a pass flag.
   *
   * @return {@code false} when {@code name} is not a pass flag
   */
  boolean accept(String name, String value) throws OptionParser.UsageException {
    switch (name) {
      case "pass-pipeline" -> pipelineText = required(name, value);
      case "list-passes" -> listPasses = OptionParser.bool(name, value);
      case "dump-pass-pipeline" -> dumpPipeline = OptionParser.bool(name, value);
      case "verify-each" -> verifyEach = OptionParser.bool(name, value);
      case "mlir-disable-threading" -> threading = !OptionParser.bool(name, value);
      case "mlir-timing" -> timing = OptionParser.bool(name, value);
      case "mlir-timing-display" -> timingDisplay = display(name, value);
      case "mlir-pass-statistics" -> statistics = OptionParser.bool(name, value);
      case "mlir-pass-statistics-display" -> statisticsAsList = statisticsDisplay(name, value);
      case "mlir-print-ir-before-all" -> printBeforeAll = OptionParser.bool(name, value);
      case "mlir-print-ir-after-all" -> printAfterAll = OptionParser.bool(name, value);
      case "mlir-print-ir-after-change" -> printAfterChange = OptionParser.bool(name, value);
      case "mlir-print-ir-after-failure" -> printAfterFailure = OptionParser.bool(name, value);
      case "mlir-print-ir-module-scope" -> printModuleScope = OptionParser.bool(name, value);
      case "mlir-print-ir-before" -> addPassNames(name, value, printBefore);
      case "mlir-print-ir-after" -> addPassNames(name, value, printAfter);
      default -> {
        return targetFlags.accept(name, value) || codegenFlags.accept(name, value)
            || convFlags.accept(name, value) || planningFlags.accept(name, value)
            || acceptPass(name, value);
      }
    }
    return true;
  }

  private boolean acceptPass(String name, String value) throws OptionParser.UsageException {
    PassRegistration<?> registration = registry.lookup(name);
    if (registration == null) {
      return false;
    }
    String options = value == null ? "" : value;
    try {
      registration.create(options);
    } catch (PassOptionException e) {
      throw new OptionParser.UsageException(e.getMessage());
    }
    passFlags.add(new PipelineOptions.PassFlag(name, options));
    return true;
  }

  private Map<String, String> optionDefaults() {
    Map<String, String> defaults = new HashMap<>(targetFlags.optionDefaults());
    defaults.putAll(codegenFlags.optionDefaults());
    defaults.putAll(convFlags.optionDefaults());
    defaults.putAll(planningFlags.optionDefaults());
    return Map.copyOf(defaults);
  }

  /** {@return the parsed flags} */
  PipelineOptions build() {
    return new PipelineOptions(pipelineText, List.copyOf(passFlags),
        optionDefaults(), dumpPipeline, verifyEach,
        threading, timing ? timingDisplay : null, statistics, statisticsAsList, printBeforeAll,
        Set.copyOf(printBefore), printAfterAll, Set.copyOf(printAfter), printAfterChange,
        printAfterFailure, printModuleScope);
  }

  private void addPassNames(String name, String value, Set<String> into)
      throws OptionParser.UsageException {
    for (String argument : required(name, value).split(",", -1)) {
      if (registry.lookup(argument) == null) {
        throw new OptionParser.UsageException("for the --" + name
            + " option: Cannot find option named '" + argument + "'!");
      }
      into.add(argument);
    }
  }

  private static String required(String name, String value) throws OptionParser.UsageException {
    if (value == null) {
      throw new OptionParser.UsageException("for the --" + name + " option: requires a value!");
    }
    return value;
  }

  private static TimingTree.Display display(String name, String value)
      throws OptionParser.UsageException {
    return switch (required(name, value)) {
      case "tree" -> TimingTree.Display.TREE;
      case "list" -> TimingTree.Display.LIST;
      default -> throw new OptionParser.UsageException("for the --" + name
          + " option: Cannot find option named '" + value + "'!");
    };
  }

  private static boolean statisticsDisplay(String name, String value)
      throws OptionParser.UsageException {
    return switch (required(name, value)) {
      case "pipeline" -> false;
      case "list" -> true;
      default -> throw new OptionParser.UsageException("for the --" + name
          + " option: Cannot find option named '" + value + "'!");
    };
  }
}
