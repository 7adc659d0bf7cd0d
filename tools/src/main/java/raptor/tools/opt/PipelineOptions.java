package raptor.tools.opt;

import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.pass.TimingTree;

/**
 * The pass-related part of {@code raptor-opt}'s command line, parsed by {@link PassFlags}.
 *
 * @param pipelineText the {@code --pass-pipeline} text, or {@code null}
 * @param passFlags the individual pass flags ({@code --cse}, {@code --canonicalize=...}) in order
 * @param optionDefaults pass option defaults from global flags ({@code --core-count=2}), by name
 * @param dumpPipeline print the pipeline to stderr before running it
 * @param verifyEach verify the IR after each pass
 * @param threading run passes on sibling isolated ops in parallel
 * @param timing the timing display, or {@code null} without {@code --mlir-timing}
 * @param statistics print pass statistics
 * @param statisticsAsList print them as a list instead of the pipeline tree
 * @param printBeforeAll {@code --mlir-print-ir-before-all}
 * @param printBefore the {@code --mlir-print-ir-before} pass arguments
 * @param printAfterAll {@code --mlir-print-ir-after-all}
 * @param printAfter the {@code --mlir-print-ir-after} pass arguments
 * @param printAfterChange {@code --mlir-print-ir-after-change}
 * @param printAfterFailure {@code --mlir-print-ir-after-failure}
 * @param printModuleScope {@code --mlir-print-ir-module-scope}
 */
record PipelineOptions(String pipelineText, List<PassFlag> passFlags,
    Map<String, String> optionDefaults, boolean dumpPipeline,
    boolean verifyEach, boolean threading, TimingTree.Display timing, boolean statistics,
    boolean statisticsAsList, boolean printBeforeAll, Set<String> printBefore,
    boolean printAfterAll, Set<String> printAfter, boolean printAfterChange,
    boolean printAfterFailure, boolean printModuleScope) {
  /** One individual pass flag: the pass argument and its option text (may be empty). */
  record PassFlag(String argument, String options) {
  }

  /** {@return whether any pass is to run} */
  boolean hasPasses() {
    return pipelineText != null || !passFlags.isEmpty();
  }
}
