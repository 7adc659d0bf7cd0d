package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.isa.Instruction;
import raptor.isa.Opcode;
import raptor.sim.ScheduleConfig;
import raptor.sim.SchedulePolicy;
import raptor.sim.ScheduleTarget;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/**
 * Throughput mode end to end (spec §6.G): graph programs scheduled in 2 and 4 pipeline stages
 * and run on 4 distinct inputs under the simulator's greedy schedule, its randomized ones
 * (seeds 0 to 19) and its adversarial one aimed at each host transfer. {@link RaptorRun} checks every output of every input against the reference
 * and that the randomized schedules agree bit for bit. The programs are seeded
 * {@link RandomGraphProgram}s (chains, fan-in and fan-out, host-routed between stages) and a
 * builder-made ONNX model of two convolutions and a classifier. The generated programs found
 * that the dissemination barrier of stage 0 overshoots across iterations ({@link
 * raptor.dialect.spat.transforms.scheduling.SyncPlan} now gathers at the leader). The runs of the
 * generated programs are also checked for happens-before order over the simulator's trace
 * ({@link HappensBefore}), which finds the races of the same programs without synchronization.
 */
class PipelinedEndToEndTest {
  @TempDir
  Path folder;

  @Test
  void generatedGraphProgramsRunInTwoAndFourStages() {
    Random random = new Random(7);
    int checked = 0;
    while (checked < 6) {
      RandomGraphProgram program = RandomGraphProgram.generate(random, 7);
      if (program.computes() < 5) {
        continue;
      }
      for (int pipeline : new int[] {2, 4}) {
        List<String> flags = List.of("-", "--core-count=8", "--crossbar-size=4",
            "--crossbar-count=2", "--pipeline=" + pipeline, "--batch-size=4",
            "--seed=" + checked, "--pim-detect-communication-deadlock");
        passes(program.text(), flags, "greedy schedule");
        List<String> randomized = new ArrayList<>(flags);
        randomized.add("--sim-seed=0..19");
        passes(program.text(), randomized, "20 randomized schedules (seeds 0..19)");
      }
      checked++;
    }
  }

  @Test
  void builderModelRunsInTwoAndFourStages() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 5);
    String x = b.input("x", DataType.FLOAT, 1, 2, 6, 6);
    String h = b.node("Conv", "conv1").inputs(x, b.weight("w1", 4, 2, 3, 3),
        b.weight("b1", 4)).ints("pads", 1, 1, 1, 1).output();
    h = b.node("Relu", "relu1").inputs(h).output();
    h = b.node("Conv", "conv2").inputs(h, b.weight("w2", 4, 4, 3, 3)).ints("strides", 2, 2)
        .output();
    h = b.node("Relu", "relu2").inputs(h).output();
    h = b.node("Flatten", "flatten").inputs(h).output();
    h = b.node("Gemm", "fc").inputs(h, b.weight("w3", 3, 16), b.weight("b3", 3))
        .attr("transB", 1L).output();
    b.output(h, DataType.FLOAT, 1, 3);
    Path model = folder.resolve("cnn.onnx");
    b.write(model);
    for (int pipeline : new int[] {2, 4}) {
      List<String> flags = List.of(model.toString(), "--core-count=8", "--crossbar-size=16",
          "--crossbar-count=8", "--pipeline=" + pipeline, "--batch-size=4", "--seed=3");
      passes("", flags, "greedy schedule");
      List<String> randomized = new ArrayList<>(flags);
      randomized.add("--sim-seed=0..19");
      passes("", randomized, "20 randomized schedules (seeds 0..19)");
    }
  }

  /**
   * The adversarial schedule (spec §4.14) defers a reader of the host buffer until its writer
   * has stored the next iteration's data, which the FREE protocol forbids: the simulator finds
   * the writer blocked by a real dependency and lets the reader go, and every output equals the
   * greedy schedule's, which raptor-run checked against the reference. Every run is also checked
   * for happens-before order ({@link HappensBefore}).
   */
  @Test
  void adversarialScheduleOfEveryHostTransferGivesTheGreedyOutputs() throws Exception {
    for (Compiled compiled : withHostTransfers(11, 3, 2)) {
      List<byte[]> greedy = compiled.simulate(ScheduleConfig.DEFAULT, folder.resolve("greedy"));
      for (ScheduleTarget target : compiled.targets()) {
        List<byte[]> adversarial = compiled.simulate(ScheduleConfig.DEFAULT
            .withPolicy(SchedulePolicy.ADVERSARIAL).withTarget(target), folder.resolve("hb"));
        for (int i = 0; i < greedy.size(); i++) {
          assertArrayEquals(greedy.get(i), adversarial.get(i), "input " + i + ", " + target
              + "\n" + compiled.text());
        }
      }
    }
  }

  /**
   * Happens-before (spec §6.G) under the greedy schedule, 20 randomized ones and the adversarial
   * one of every host transfer, in 2 and 4 stages: every load of the host buffer or an input is
   * ordered after its store by the READY signals and every overwrite after the loads before it by
   * the FREE signals and the stage-zero barrier.
   */
  @Test
  void everyHostAccessIsOrderedUnderEverySchedule() throws Exception {
    for (Compiled compiled : withHostTransfers(23, 4, 2, 4)) {
      List<ScheduleConfig> schedules = new ArrayList<>(List.of(ScheduleConfig.DEFAULT));
      for (int seed = 0; seed < 20; seed++) {
        schedules.add(ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED)
            .withSeed(seed));
      }
      for (ScheduleTarget target : compiled.targets()) {
        schedules.add(ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.ADVERSARIAL)
            .withTarget(target));
      }
      for (ScheduleConfig schedule : schedules) {
        compiled.simulate(schedule, folder.resolve("hb"));
      }
    }
  }

  /**
   * The happens-before check can fail: the same programs without their {@code sync} and
   * {@code wait} instructions (what {@code --pim-disable-synchronization} emits) have host loads
   * that no READY signal orders after their stores, whatever the simulator's interleaving.
   */
  @Test
  void happensBeforeFindsTheRacesOfAProgramWithoutSynchronization() throws Exception {
    Compiled compiled = withHostTransfers(23, 1, 2).get(0);
    List<List<Instruction>> programs = new ArrayList<>();
    for (List<Instruction> program : compiled.artifacts().programs()) {
      programs.add(program.stream().filter(ins -> ins.opcode() != Opcode.SYNC
          && ins.opcode() != Opcode.WAIT).toList());
    }
    Artifacts artifacts = compiled.artifacts();
    Artifacts unsynchronized = new Artifacts(artifacts.config(), artifacts.memory(), programs,
        artifacts.crossbars());
    Path trace = folder.resolve("race.jsonl");
    new Simulator(unsynchronized.toMachine()).provenanceTrace(trace)
        .executeBatch(compiled.inputs(), compiled.layout().inputs(), compiled.layout().outputs());
    List<String> violations = HappensBefore.violations(trace);
    assertTrue(violations.stream().anyMatch(v -> v.contains("no READY signal")),
        violations + "\n" + compiled.text());
  }

  /** A generated program compiled to artifacts, with its host layout and 4 distinct inputs. */
  private record Compiled(String text, Artifacts artifacts, HostLayout layout,
      List<byte[]> inputs, List<ScheduleTarget> targets) {
    /**
     * {@return the outputs of each input under {@code schedule}}, after checking the
     * happens-before order of its trace, written to {@code trace}
     */
    List<byte[]> simulate(ScheduleConfig schedule, Path trace) throws Exception {
      List<byte[]> outputs = new Simulator(artifacts.toMachine()).schedule(schedule)
          .provenanceTrace(trace).executeBatch(inputs, layout.inputs(), layout.outputs());
      assertEquals(List.of(), HappensBefore.violations(trace), schedule + "\n" + text);
      return outputs;
    }
  }

  /**
   * {@return {@code count} programs generated from {@code seed} that have host transfers,
   * compiled in the stage counts of {@code pipelines} in turn}
   */
  private List<Compiled> withHostTransfers(long seed, int count, int... pipelines)
      throws Exception {
    Random random = new Random(seed);
    List<Compiled> found = new ArrayList<>();
    for (int attempt = 0; found.size() < count; attempt++) {
      assertTrue(attempt < 100, "too few generated programs have host transfers");
      Compiled compiled = compileGenerated(random, pipelines[found.size() % pipelines.length],
          "program" + seed + "-" + attempt);
      if (compiled != null && !compiled.targets().isEmpty()) {
        found.add(compiled);
      }
    }
    return found;
  }

  /**
   * {@return a generated program of at least 5 computes, checked by raptor-run in {@code
   * pipeline} stages and compiled to {@code name}, or null when the program is too small}
   */
  private Compiled compileGenerated(Random random, int pipeline, String name) throws Exception {
    RandomGraphProgram program = RandomGraphProgram.generate(random, 7);
    if (program.computes() < 5) {
      return null;
    }
    Path out = folder.resolve(name);
    passes(program.text(), List.of("-", "--core-count=8", "--crossbar-size=4",
        "--crossbar-count=2", "--pipeline=" + pipeline, "--batch-size=4", "--seed=5",
        "--output-dir=" + out), "greedy schedule");
    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    HostLayout layout = HostLayout.read(out.resolve("pim/config.json"),
        List.of(new int[] {1, 4}), Collections.nCopies(resultCount(program.text()),
            new int[] {1, 4}));
    List<byte[]> inputs = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      byte[] input = new byte[16];
      for (int e = 0; e < 4; e++) {
        ByteBuffer.wrap(input).order(ByteOrder.LITTLE_ENDIAN).putFloat(4 * e, i + e / 4f);
      }
      inputs.add(input);
    }
    return new Compiled(program.text(), artifacts, layout, inputs,
        HostTransfers.targets(artifacts.programs()));
  }

  private static int resultCount(String text) {
    String signature = text.substring(text.indexOf("->"), text.indexOf('{'));
    return signature.split("tensor<").length - 1;
  }

  private static void passes(String stdin, List<String> args, String schedules) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = RaptorRun.run(args.toArray(String[]::new),
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    String context = args + "\n" + text + err.toString(StandardCharsets.UTF_8) + stdin;
    assertEquals(0, status, context);
    assertTrue(text.startsWith("PASS: throughput mode, 4 inputs, " + schedules), context);
  }
}
