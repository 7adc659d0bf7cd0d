package raptor.sim.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import raptor.sim.timing.TimingConfig;
import raptor.sim.timing.TimingInputException;
import raptor.sim.timing.TimingInputs;
import raptor.sim.timing.TimingOptions;
import raptor.sim.timing.TimingProfiles;
import raptor.sim.timing.TimingProgram;
import raptor.sim.timing.TimingResult;
import raptor.sim.timing.TimingSimulator;

/**
 * Plain benchmark harness (not a test): the timing model on a ResNet-18-sized program (about 3.3 M
 * instructions on 92 cores, two thirds {@code sldi}) in latency mode with PIMCOMP-NN's
 * configuration values on Arch-A ({@code arch-a} profile). Loads the instruction directory and
 * simulates; prints wall time, instructions per second, peak RSS, and the ratios against
 * pimsim-nn's measured 80 s and 2.5 GB on PIMCOMP-NN's ResNet-18 program of the same size.
 *
 * <p>Run with {@code bench/timing.sh}; flags {@code --cores N --instructions N --dir DIR}.
 */
public final class TimingBench {
  /** pimsim-nn's wall time on PIMCOMP-NN's ResNet-18 program, A2 configuration (seconds). */
  static final double PEER_SECONDS = 80;

  /** pimsim-nn's peak RSS on the same run (GB). */
  static final double PEER_RSS_GB = 2.5;

  private TimingBench() {}

  /** Runs the benchmark. */
  public static void main(String[] args) throws Exception {
    int cores = BenchSupport.intArg(args, "--cores", 92);
    int instructions = BenchSupport.intArg(args, "--instructions", 3_275_141);
    String dir = "out/timing-bench";
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("--dir")) {
        dir = args[i + 1];
      }
    }
    run(cores, instructions, Path.of(dir), System.out);
  }

  /** Generates, loads and simulates; prints the figures on {@code out}. */
  static TimingResult run(int cores, int instructions, Path dir, PrintStream out)
      throws IOException, TimingInputException {
    long written;
    try (TimingProgramGenerator generator = new TimingProgramGenerator(cores, 18, dir)) {
      generator.generate(instructions);
      written = generator.instructions();
    }
    out.printf("program: %d instructions on %d cores in %s%n", written, cores, dir);
    TimingProfiles profile = TimingProfiles.ARCH_A;
    TimingConfig config = profile.config();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    TimingProgram program = TimingInputs.readDirectory(dir);
    long loaded = System.nanoTime();
    TimingResult result =
        TimingSimulator.run(
            program, config, profile.noc(program.cores(), -10), TimingOptions.of(config));
    long end = System.nanoTime();
    double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
    double seconds = (end - start) / 1e9;
    double rssGb = peakRssKb() / 1024.0 / 1024.0;
    out.printf(Locale.ROOT, "latency: %.6f ms, energy %.6e pJ, power %.3f mW%n",
        result.latencyNs() / 1e6, result.energyPj(), result.powerMw());
    out.printf(Locale.ROOT, "wall: %.2f s (load %.2f s, simulate %.2f s), %.0f instructions/s%n",
        seconds, (loaded - start) / 1e9, (end - loaded) / 1e9, result.instructions() / seconds);
    out.printf(Locale.ROOT, "cpu: %.2f s of this thread (the wall time includes waiting on a busy machine)%n", cpu);
    out.printf(Locale.ROOT, "peak RSS: %.2f GB%n", rssGb);
    out.printf(Locale.ROOT, "ratio= %.2fx faster than pimsim-nn's %.0f s; rss-ratio= %.2f of its %.1f GB%n",
        PEER_SECONDS / seconds, PEER_SECONDS, rssGb / PEER_RSS_GB, PEER_RSS_GB);
    return result;
  }

  /** {@return the process's peak resident set in kB (VmHWM), or 0 where /proc is absent} */
  private static long peakRssKb() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.exists(status)) {
      return 0;
    }
    for (String line : Files.readAllLines(status)) {
      if (line.startsWith("VmHWM:")) {
        return Long.parseLong(line.replaceAll("[^0-9]", ""));
      }
    }
    return 0;
  }
}
