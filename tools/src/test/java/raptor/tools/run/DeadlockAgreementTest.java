package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.ScheduleConfig;
import raptor.sim.SimulationException;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactException;
import raptor.sim.artifact.ArtifactLoader;
import raptor.tools.opt.RaptorOpt;

/**
 * The static deadlock detector of {@code verify-pim} ({@code --pim-detect-communication-deadlock},
 * spec §4.13) agrees with the functional simulator (spec §6.F, §6.G) on generated programs:
 * seeded {@link RandomGraphProgram}s are merged, scheduled (latency or 2 and 3 pipeline
 * stages) and lowered to bufferized Pim IR; a third of them are kept, the others get a planted
 * fault (a SYNC removed or doubled in pipelined programs, a SEND removed otherwise). The
 * detector checks the Pim IR; the simulator runs the emitted artifacts (two iterations when
 * pipelined, as the detector unrolls two). A run fails on a deadlock, an overshot WAIT, or
 * events left on a register at the end (a doubled SYNC that a WAIT happened to consume before
 * its twin arrived). Both must give the same verdict, every intact
 * program must pass both and every planted fault must be caught by both. The number of programs
 * is {@code -Draptor.deadlockAgreement.programs=N} (default 100; 500 and more pass too).
 */
class DeadlockAgreementTest {
  private static final int PROGRAMS =
      Integer.getInteger("raptor.deadlockAgreement.programs", 100);

  /** What was done to a compiled program. */
  private enum Mutation { NONE, DROP_SYNC, DOUBLE_SYNC, DROP_SEND }

  @TempDir
  Path scratch;

  @Test
  void detectorAndSimulatorAgreeOnGeneratedPrograms() throws Exception {
    Random random = new Random(2026);
    Map<Mutation, int[]> caught = new EnumMap<>(Mutation.class);
    int pipelined = 0;
    int programs = 0;
    for (int seed = 0; programs < PROGRAMS; seed++) {
      assertTrue(seed < 4 * PROGRAMS, "too many generated programs fail to compile");
      RandomGraphProgram program = RandomGraphProgram.generate(random, 7);
      int cores = 2 + random.nextInt(5);
      int pipeline = 1 + random.nextInt(Math.min(3, cores));
      List<String> flags = List.of("--core-count=" + cores, "--crossbar-size=4",
          "--crossbar-count=2", "--pipeline=" + pipeline);
      String pim = compile(program.text(), flags);
      if (pim == null) {
        continue;
      }
      programs++;
      boolean repeating = pim.contains("pim.pipeline_host_buffer_bytes");
      pipelined += repeating ? 1 : 0;
      Mutation mutation = random.nextInt(3) == 0 ? Mutation.NONE
          : !repeating ? Mutation.DROP_SEND
          : random.nextBoolean() ? Mutation.DROP_SYNC : Mutation.DOUBLE_SYNC;
      String mutated = mutate(pim, mutation, random);
      if (mutated == null) {
        mutation = Mutation.NONE;
        mutated = pim;
      }
      boolean detector = detectorPasses(mutated, flags);
      boolean simulator = simulatorPasses(mutated, flags, repeating ? 2 : 1,
          scratch.resolve("p" + seed));
      String context = "seed " + seed + ", " + mutation + ", flags " + flags + "\n"
          + program.text();
      assertEquals(simulator, detector, "detector and simulator disagree: " + context);
      assertEquals(mutation == Mutation.NONE, detector, "wrong verdict: " + context);
      caught.computeIfAbsent(mutation, m -> new int[1])[0]++;
    }
    assertTrue(pipelined > PROGRAMS / 4, "too few pipelined programs: " + pipelined);
    for (Mutation mutation : Mutation.values()) {
      assertTrue(caught.containsKey(mutation), "no program with " + mutation);
    }
  }

  /**
   * {@return the bufferized Pim IR of {@code text}, or null when it does not fit the target or
   * has fewer computes than pipeline stages}
   */
  private static String compile(String text, List<String> flags) {
    List<String> args = new ArrayList<>(flags);
    args.addAll(List.of("-", "--spat-trivial-merge", "--schedule-and-realize-spatial",
        "--pim-lower-to-bufferized"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = opt(text, args, out, err);
    String diagnostics = err.toString(StandardCharsets.UTF_8);
    if (status != 0) {
      assertTrue(diagnostics.contains("no core has room left")
          || diagnostics.contains("does not fit") || diagnostics.contains("graph computes, but"),
          "unexpected failure: " + diagnostics + text);
      return null;
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** {@return {@code pim} with the planted fault, or null when it has no place for one} */
  private static String mutate(String pim, Mutation mutation, Random random) {
    if (mutation == Mutation.NONE) {
      return pim;
    }
    String marker = mutation == Mutation.DROP_SEND ? "pim.send " : "pim.sync ";
    List<String> lines = new ArrayList<>(List.of(pim.split("\n", -1)));
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).trim().startsWith(marker)) {
        candidates.add(i);
      }
    }
    if (candidates.isEmpty()) {
      return null;
    }
    int line = candidates.get(random.nextInt(candidates.size()));
    if (mutation == Mutation.DOUBLE_SYNC) {
      lines.add(line, lines.get(line));
    } else {
      lines.remove(line);
    }
    return String.join("\n", lines);
  }

  private static boolean detectorPasses(String pim, List<String> flags) {
    List<String> args = new ArrayList<>(flags);
    args.addAll(List.of("-", "--verify-pim", "--pim-detect-communication-deadlock"));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = opt(pim, args, new ByteArrayOutputStream(), err);
    String diagnostics = err.toString(StandardCharsets.UTF_8);
    assertTrue(status == 0 || diagnostics.contains("deadlock check"),
        "verify-pim failed for another reason: " + diagnostics);
    return status == 0;
  }

  private static boolean simulatorPasses(String pim, List<String> flags, int iterations,
      Path directory) throws ArtifactException {
    List<String> args = new ArrayList<>(flags);
    args.addAll(List.of("-", "--emit-pim-code=output-dir=" + directory));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertEquals(0, opt(pim, args, new ByteArrayOutputStream(), err),
        err.toString(StandardCharsets.UTF_8));
    Path folder = directory.resolve("pim");
    try {
      HostLayout layout = HostLayout.read(folder.resolve("config.json"),
          List.of(new int[] {1, 4}), Collections.nCopies(resultCount(pim), new int[] {1, 4}));
      List<byte[]> inputs = Collections.nCopies(iterations, new byte[16]);
      Simulator simulator = new Simulator(new ArtifactLoader().folder(folder).load().toMachine())
          .schedule(ScheduleConfig.DEFAULT);
      simulator.executeBatch(inputs, layout.inputs(), layout.outputs());
      return simulator.statistics().eventResidue() == 0;
    } catch (SimulationException e) {
      return false;
    } catch (RunException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  private static int resultCount(String pim) {
    String signature = pim.substring(pim.indexOf("@main_graph"));
    String results = signature.substring(signature.indexOf("->") + 2, signature.indexOf('{'));
    return results.split("memref<").length - 1;
  }

  private static int opt(String stdin, List<String> args, ByteArrayOutputStream out,
      ByteArrayOutputStream err) {
    return RaptorOpt.run(args.toArray(String[]::new),
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }
}
