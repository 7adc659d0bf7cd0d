package raptor.sim.bench;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes an instruction directory shaped like PIMCOMP-NN's ResNet-18 program for Arch-A
 * (hardware-profiles.md section 3), by the golden cases' rules: {@code setbw 8,8} first, about
 * two thirds {@code sldi}, {@code mvmul} on the core's array groups, vector ops, {@code ld}/{@code
 * st}, and {@code send}/{@code recv} pairs drawn in one global order so that the program cannot
 * deadlock; every stream ends with a non-scalar instruction. Each stream is written to its file as
 * it is generated, so the generator holds no program in memory (the benchmark's peak RSS is the
 * model's).
 */
final class TimingProgramGenerator implements AutoCloseable {
  /** Array groups per core and crossbars per group: 8 x 12 = Arch-A's 96 crossbars. */
  private static final int GROUPS = 8;

  private static final int CROSSBARS_PER_GROUP = 12;

  private final Random random;
  private final int cores;
  private final List<Writer> streams = new ArrayList<>();
  private final long[] counts;

  /** Writes {@code config.json} into {@code dir} and opens {@code core_<i>.json} for each core. */
  TimingProgramGenerator(int cores, long seed, Path dir) throws IOException {
    this.random = new Random(seed);
    this.cores = cores;
    this.counts = new long[cores];
    Files.createDirectories(dir);
    writeConfig(dir);
    for (int core = 0; core < cores; core++) {
      streams.add(Files.newBufferedWriter(dir.resolve("core_" + core + ".json"), StandardCharsets.UTF_8));
      emit(core, "{\"op\":\"setbw\",\"ibiw\":8,\"obiw\":8}");
    }
  }

  private void emit(int core, String instruction) throws IOException {
    streams.get(core).append(counts[core] == 0 ? "[\n" : ",\n").append(instruction);
    counts[core]++;
  }

  private void sldi(int core, int register) throws IOException {
    emit(core, "{\"op\":\"sldi\",\"rd\":" + register + ",\"imm\":" + 64 * random.nextInt(4096) + "}");
  }

  /** Appends blocks until the program holds about {@code total} instructions. */
  void generate(long total) throws IOException {
    long emitted = cores;
    while (emitted < total) {
      int core = random.nextInt(cores);
      int roll = random.nextInt(1000);
      if (roll < 60 && cores > 1) {
        int peer = (core + 1 + random.nextInt(cores - 1)) % cores;
        int size = 64 * (1 + random.nextInt(4));
        sldi(core, 1);
        emit(core, "{\"op\":\"send\",\"rd\":1,\"core\":" + peer + ",\"size\":" + size + "}");
        sldi(peer, 2);
        emit(peer, "{\"op\":\"recv\",\"rd\":2,\"core\":" + core + ",\"size\":" + size + "}");
        emitted += 4;
        continue;
      }
      int scalars = 1 + random.nextInt(3);
      for (int i = 0; i < scalars; i++) {
        sldi(core, 1 + random.nextInt(6));
      }
      emitted += scalars + 1;
      if (roll < 400) {
        emit(core, "{\"op\":\"mvmul\",\"rd\":1,\"rs1\":2,\"mbiw\":8,\"group\":" + random.nextInt(GROUPS) + "}");
      } else if (roll < 750) {
        emit(core, "{\"op\":\"vvadd\",\"rd\":3,\"rs1\":4,\"rs2\":5,\"len\":" + 16 * (1 + random.nextInt(8)) + "}");
      } else if (roll < 880) {
        emit(core, "{\"op\":\"ld\",\"rd\":1,\"rs1\":2,\"size\":" + 64 * (1 + random.nextInt(4)) + "}");
      } else if (roll < 940) {
        emit(core, "{\"op\":\"vrelu\",\"rd\":6,\"rs1\":3,\"len\":" + 16 * (1 + random.nextInt(8)) + "}");
      } else {
        emit(core, "{\"op\":\"st\",\"rd\":2,\"rs1\":6,\"size\":" + 64 * (1 + random.nextInt(2)) + "}");
      }
    }
    for (int core = 0; core < cores; core++) {
      emit(core, "{\"op\":\"vrelu\",\"rd\":6,\"rs1\":3,\"len\":16}");
    }
  }

  /** {@return the number of instructions written} */
  long instructions() {
    long total = 0;
    for (long count : counts) {
      total += count;
    }
    return total;
  }

  /** Ends every stream's array and closes its file. */
  @Override
  public void close() throws IOException {
    for (Writer out : streams) {
      out.append("\n]\n").close();
    }
  }

  private void writeConfig(Path dir) throws IOException {
    StringBuilder config = new StringBuilder("{\"core_cnt\": " + cores + ", \"array_group_map\": {");
    for (int core = 0; core < cores; core++) {
      config.append(core == 0 ? "" : ", ").append("\"core").append(core).append("\": [");
      for (int g = 0; g < GROUPS; g++) {
        config.append(g == 0 ? "" : ", ").append(CROSSBARS_PER_GROUP);
      }
      config.append(']');
    }
    Files.writeString(dir.resolve("config.json"), config.append("}}\n"));
  }
}
