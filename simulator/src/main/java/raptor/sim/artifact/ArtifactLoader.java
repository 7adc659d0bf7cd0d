package raptor.sim.artifact;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import raptor.isa.Instruction;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;
import raptor.isa.PimJson;
import raptor.sim.Crossbar;

/**
 * Reads an artifact folder ({@code config.json}, {@code memory.bin}, {@code core_<k>.pim|json},
 * {@code core_<k>/crossbar_<g>.bin}), with optional overrides for the config, memory and core
 * files. Every file taken from the folder must resolve to a regular file inside it (symlinks
 * between its files, as the artifact writer makes them, stay valid).
 */
public final class ArtifactLoader {
  private static final Pattern CORE_FILE = Pattern.compile("core_(\\d{1,9})\\.(pim|json)");

  private Path folder;
  private Path config;
  private Path memory;
  private List<Path> cores = List.of();
  private Path root;

  /** Sets the artifact folder. */
  public ArtifactLoader folder(Path value) {
    this.folder = value;
    return this;
  }

  /** Overrides {@code <folder>/config.json}. */
  public ArtifactLoader config(Path value) {
    this.config = value;
    return this;
  }

  /** Overrides {@code <folder>/memory.bin}. */
  public ArtifactLoader memory(Path value) {
    this.memory = value;
    return this;
  }

  /** Overrides the core files found in the folder: file {@code i} is compiler core {@code i}. */
  public ArtifactLoader cores(List<Path> value) {
    this.cores = List.copyOf(value);
    return this;
  }

  /**
   * Loads everything.
   *
   * @throws ArtifactException naming the first missing or corrupt file
   */
  public Artifacts load() throws ArtifactException {
    root = folder == null ? null : ArtifactFiles.root(folder);
    ArtifactConfig parsed = ArtifactConfig.read(resolve(config, "config.json"));
    List<Path> coreFiles =
        cores.isEmpty() ? discoverCores(folder, parsed.coreCount()) : explicitCores(parsed);
    parsed.checkArrayGroupCores(coreFiles.size());
    List<List<Instruction>> programs = new ArrayList<>();
    for (Path file : coreFiles) {
      programs.add(readProgram(cores.isEmpty()
          ? ArtifactFiles.confined(root, file, "core program") : file));
    }
    byte[] image = ArtifactFiles.read(resolve(memory, "memory.bin"), "memory image");
    List<List<Crossbar>> crossbars = new ArrayList<>();
    WeightStore weights = null;
    for (int core = 0; core < programs.size(); core++) {
      List<Path> slots = crossbarSlots(parsed, core);
      if (!slots.isEmpty() && weights == null) {
        int[] size = parsed.crossbarSize();
        weights = new WeightStore(size[0], size[1], root);
      }
      List<Crossbar> list = new ArrayList<>();
      for (Path slot : slots) {
        list.add(weights.load(slot));
      }
      crossbars.add(list);
    }
    return new Artifacts(parsed, image, programs, crossbars);
  }

  private Path resolve(Path override, String name) throws ArtifactException {
    if (override != null) {
      return override;
    }
    if (folder == null) {
      throw new ArtifactException("no artifact folder given and no " + name + " override");
    }
    return ArtifactFiles.confined(root, folder.resolve(name), name);
  }

  private List<Path> explicitCores(ArtifactConfig parsed) throws ArtifactException {
    int declared = parsed.coreCount();
    if (declared >= 0 && declared != cores.size()) {
      throw new ArtifactException(
          parsed.file(),
          "core_cnt is " + declared + " but --cores names " + cores.size() + " core files");
    }
    return cores;
  }

  /**
   * {@return the core files {@code core_<k>.pim|json} of {@code folder}, by core id}: {@code
   * declaredCount} of them, or up to the highest id found if it is -1. A {@code .pim} file wins over
   * a {@code .json} file of the same core.
   *
   * @throws ArtifactException if a core file is missing or names a core beyond the count
   */
  public static List<Path> discoverCores(Path folder, int declaredCount) throws ArtifactException {
    if (folder == null) {
      throw new ArtifactException("no artifact folder given and no core files");
    }
    TreeMap<Integer, Path> found = new TreeMap<>();
    try (Stream<Path> entries = Files.list(folder)) {
      for (Path entry : (Iterable<Path>) entries::iterator) {
        Matcher match = CORE_FILE.matcher(entry.getFileName().toString());
        if (match.matches()) {
          int id = Integer.parseInt(match.group(1));
          Path previous = found.get(id);
          if (previous == null || match.group(2).equals("pim")) {
            found.put(id, entry);
          }
        }
      }
    } catch (IOException e) {
      throw new ArtifactException(folder, "cannot list artifact folder: " + e.getMessage());
    }
    int count = declaredCount >= 0 ? declaredCount : found.isEmpty() ? 0 : found.lastKey() + 1;
    if (count == 0) {
      throw new ArtifactException(folder, "no core_<k>.pim or core_<k>.json files");
    }
    if (!found.isEmpty() && found.lastKey() >= count) {
      throw new ArtifactException(
          found.get(found.lastKey()),
          "core id " + found.lastKey() + " is outside config.json core_cnt " + count);
    }
    List<Path> files = new ArrayList<>();
    for (int id = 0; id < count; id++) {
      if (!found.containsKey(id)) {
        throw new ArtifactException(
            folder,
            "missing core_"
                + id
                + ".pim or core_"
                + id
                + ".json"
                + (declaredCount >= 0 ? " (config.json core_cnt is " + count + ")" : ""));
      }
      files.add(found.get(id));
    }
    return files;
  }

  /** {@return the program in {@code file}: JSON if its name ends in .json, binary otherwise} */
  public static List<Instruction> readProgram(Path file) throws ArtifactException {
    return decodeProgram(file, ArtifactFiles.read(file, "core program"));
  }

  /**
   * {@return the instructions of a core program already read from {@code file}: JSON when the
   * name ends in {@code .json}, the binary encoding otherwise}
   *
   * @throws ArtifactException naming the file when the bytes are not a valid program
   */
  public static List<Instruction> decodeProgram(Path file, byte[] bytes)
      throws ArtifactException {
    try {
      return file.getFileName().toString().endsWith(".json")
          ? PimJson.read(new String(bytes, StandardCharsets.UTF_8))
          : PimBinary.decode(bytes);
    } catch (IsaFormatException e) {
      throw new ArtifactException(file, e.getMessage());
    }
  }

  /**
   * {@return the weight slots {@code core_<k>/crossbar_<g>.bin} of compiler core {@code core}: as
   * many as {@code array_group_map.core<k>} lists, or the consecutive files present if the map is
   * absent}
   */
  private List<Path> crossbarSlots(ArtifactConfig parsed, int core) throws ArtifactException {
    if (folder == null) {
      return List.of();
    }
    Path directory = folder.resolve("core_" + core);
    int declared = parsed.arrayGroupCount(core);
    List<Path> slots = new ArrayList<>();
    for (int group = 0; ; group++) {
      Path slot = directory.resolve("crossbar_" + group + ".bin");
      boolean present = Files.exists(slot) || Files.isSymbolicLink(slot);
      if (declared >= 0 ? group >= declared : !present) {
        return slots;
      }
      slots.add(slot);
    }
  }
}
