package raptor.sim.timing;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPInputStream;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;
import raptor.sim.artifact.ArtifactConfig;
import raptor.sim.artifact.ArtifactException;
import raptor.sim.artifact.ArtifactFiles;
import raptor.sim.artifact.ArtifactLoader;

/**
 * Reads the model's inputs: an instruction directory ({@code config.json} with {@code core_cnt} and
 * {@code array_group_map}, {@code core_<i>.pim|json}), pimsim-nn's single-file input ({@code
 * {"config": ..., "core0": [...]}}, plain or gzip), a pimsim-nn configuration and its NoC table.
 */
public final class TimingInputs {
  private TimingInputs() {}

  /**
   * {@return the program of an instruction directory}
   *
   * @throws TimingInputException naming the first unreadable or invalid file
   */
  public static TimingProgram readDirectory(Path folder) throws TimingInputException {
    try {
      ArtifactConfig config = ArtifactConfig.read(folder.resolve("config.json"));
      List<Path> files = ArtifactLoader.discoverCores(folder, config.coreCount());
      config.checkArrayGroupCores(files.size());
      List<List<PimsimInstruction>> programs = readCores(files);
      int[][] groups = new int[files.size()][];
      for (int core = 0; core < files.size(); core++) {
        groups[core] = config.arrayGroups(core);
      }
      return new TimingProgram(programs, groups);
    } catch (ArtifactException e) {
      throw new TimingInputException(e.getMessage().replaceFirst(": ", ": error: "));
    }
  }

  /**
   * Reads the core files on up to one thread per processor (parsing dominates the load of a large
   * program), each thread pooling the instructions it reads; a failure is reported for the first
   * failing file in core order, as a sequential read would.
   */
  private static List<List<PimsimInstruction>> readCores(List<Path> files)
      throws ArtifactException, TimingInputException {
    int n = files.size();
    List<List<PimsimInstruction>> programs = new ArrayList<>(java.util.Collections.nCopies(n, null));
    Throwable[] failures = new Throwable[n];
    AtomicInteger next = new AtomicInteger();
    Runnable worker = () -> {
      InstructionPool pool = new InstructionPool();
      for (int core = next.getAndIncrement(); core < n; core = next.getAndIncrement()) {
        try {
          programs.set(core, readCoreFile(files.get(core), pool));
        } catch (Throwable e) {
          failures[core] = e;
        }
      }
    };
    Thread[] helpers = new Thread[Math.max(0, Math.min(n, Runtime.getRuntime().availableProcessors()) - 1)];
    for (int i = 0; i < helpers.length; i++) {
      helpers[i] = new Thread(worker, "raptor-timing-load-" + i);
      helpers[i].setDaemon(true);
      helpers[i].start();
    }
    worker.run();
    for (Thread helper : helpers) {
      try {
        helper.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new TimingInputException("error: interrupted while reading the core programs");
      }
    }
    for (Throwable failure : failures) {
      if (failure instanceof ArtifactException e) {
        throw e;
      } else if (failure instanceof TimingInputException e) {
        throw e;
      } else if (failure instanceof RuntimeException e) {
        throw e;
      } else if (failure instanceof Error e) {
        throw e;
      }
    }
    return programs;
  }

  private static List<PimsimInstruction> readCoreFile(Path file, InstructionPool pool)
      throws ArtifactException, TimingInputException {
    byte[] bytes = ArtifactFiles.read(file, "core program");
    if (file.getFileName().toString().endsWith(".json")) {
      return PimsimProgramReader.read(bytes, file.toString(), pool);
    }
    try {
      return PimBinary.decode(bytes).stream().map(in -> pool.intern(PimsimInstruction.fromIsa(in))).toList();
    } catch (IsaFormatException e) {
      throw new ArtifactException(file, e.getMessage());
    }
  }

  /**
   * {@return the program of pimsim-nn's single-file input}, plain JSON or gzip
   *
   * @throws TimingInputException if the file is unreadable or not such an input
   */
  public static TimingProgram readSingleFile(Path file) throws TimingInputException {
    try {
      byte[] bytes = ArtifactFiles.read(file, "instruction file");
      if (bytes.length > 1 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
          bytes = in.readAllBytes();
        } catch (IOException e) {
          throw new ArtifactException(file, "corrupt gzip data: " + e.getMessage());
        }
      }
      JsonNode root = JsonText.parse(bytes, file.toString());
      ArtifactConfig config = ArtifactConfig.of(file, root.get("config"));
      int count = config.coreCount();
      if (count < 0) {
        throw new ArtifactException(file, "config has no core_cnt");
      }
      List<List<PimsimInstruction>> programs = new ArrayList<>();
      int[][] groups = new int[count][];
      InstructionPool pool = new InstructionPool();
      for (int core = 0; core < count; core++) {
        JsonNode stream = root.get("core" + core);
        programs.add(
            stream == null
                ? List.of()
                : PimsimProgramReader.read(stream, file + ": core" + core, pool));
        groups[core] = config.arrayGroups(core);
      }
      return new TimingProgram(programs, groups);
    } catch (ArtifactException e) {
      throw new TimingInputException(e.getMessage().replaceFirst(": ", ": error: "));
    }
  }

  /**
   * {@return the pimsim-nn configuration in {@code file}}
   *
   * @param warnings receives a warning per unknown key
   */
  public static TimingConfig readConfig(Path file, List<String> warnings)
      throws TimingInputException {
    return TimingConfigReader.read(text(file, "timing configuration"), file.toString(), warnings);
  }

  /**
   * {@return the NoC table {@code config} names, resolved against the directory of {@code
   * configFile}}, covering {@code cores} cores
   */
  public static NocTable readNoc(TimingConfig config, Path configFile, int cores)
      throws TimingInputException {
    String name = config.chipConfig.networkConfig.netConfigFilePath;
    if (name.isEmpty()) {
      throw new TimingInputException(
          configFile + ": error: network_config.net_config_file_path names no NoC table");
    }
    Path parent = configFile.toAbsolutePath().getParent();
    Path table = parent == null ? Path.of(name) : parent.resolve(name);
    return NocTable.read(
        text(table, "NoC table"), table.toString(), cores, config.chipConfig.globalMemorySwitchId);
  }

  private static String text(Path file, String what) throws TimingInputException {
    try {
      return new String(ArtifactFiles.read(file, what), StandardCharsets.UTF_8);
    } catch (ArtifactException e) {
      throw new TimingInputException(e.getMessage().replaceFirst(": ", ": error: "));
    }
  }
}
