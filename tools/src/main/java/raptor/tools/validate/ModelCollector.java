package raptor.tools.validate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import raptor.frontend.onnx.build.networks.Network;
import raptor.frontend.onnx.build.networks.Networks;
import raptor.sim.timing.TimingProfiles;
import raptor.tools.suite.OperationSuite;
import raptor.tools.suite.SuiteCase;

/**
 * Finds the models to validate: {@code .onnx} files given directly or found recursively under
 * folders (never under a folder named {@code artifacts*}), and the builder-made suites, written to
 * disk first. A model alone in its folder keeps its artifacts in {@code artifacts/} beside it;
 * models sharing a folder each get {@code artifacts/<name>/}.
 */
final class ModelCollector {
  /** The seed of the network recipes' weights, as {@code raptor-network}'s default. */
  static final long NETWORK_SEED = 1;

  private final ValidateOptions options;
  private final ValidationTarget explicit;
  private final TimingProfiles caseTiming;
  private final List<ValidationModel> models = new ArrayList<>();

  /**
   * A collector for {@code options}.
   *
   * @param explicit the target of every model, or {@code null}: each suite case then keeps its
   *     own target, timed with {@code caseTiming}'s values, and every other model uses Arch-A
   */
  ModelCollector(ValidateOptions options, ValidationTarget explicit, TimingProfiles caseTiming) {
    this.options = options;
    this.explicit = explicit;
    this.caseTiming = caseTiming;
  }

  /**
   * {@return every model, in the order given, each folder's models sorted by path}
   *
   * @throws ValidateException when a path does not exist, is not an ONNX model, or a suite
   *     cannot be written
   */
  List<ValidationModel> collect() throws ValidateException {
    for (String suite : options.suites) {
      switch (suite) {
        case "operations" -> operations(options.suiteDir.resolve("operations"));
        case "networks" -> networks(options.suiteDir.resolve("networks"));
        default -> throw new ValidateException("unknown suite '" + suite
            + "'; known: operations, networks");
      }
    }
    List<Path> roots = new ArrayList<>(options.paths);
    roots.addAll(options.operations);
    roots.addAll(options.networks);
    for (Path root : roots) {
      files(root);
    }
    return List.copyOf(models);
  }

  /** {@return the folder of the CSV by default: the first folder given, or the current one} */
  Path resultsFolder() {
    if (!options.suites.isEmpty()) {
      return options.suiteDir.resolve(options.suites.get(0));
    }
    List<Path> folders = new ArrayList<>(options.operations);
    folders.addAll(options.networks);
    options.paths.stream().filter(Files::isDirectory).forEach(folders::add);
    return folders.isEmpty() ? Path.of(".") : folders.get(0);
  }

  private ValidationTarget target() {
    return explicit != null ? explicit : ValidationTarget.of(TimingProfiles.ARCH_A);
  }

  private void operations(Path root) throws ValidateException {
    for (SuiteCase c : OperationSuite.cases()) {
      if (c.large() && !options.large || !selected(c.id())) {
        continue;
      }
      Path file = c.file(root);
      write(file, c.bytes());
      ValidationTarget target = explicit != null ? explicit
          : new ValidationTarget(c.cores(), c.crossbarSize(), c.crossbarCount(), caseTiming);
      add(c.id(), file, artifacts(file.getParent()), target, c.flags());
    }
  }

  private void networks(Path root) throws ValidateException {
    for (Network network : Networks.all()) {
      if (!selected(network.name())) {
        continue;
      }
      Path file = root.resolve(network.name()).resolve(network.name() + ".onnx");
      write(file, network.build(NETWORK_SEED).toBytes());
      add(network.name(), file, artifacts(file.getParent()), target(), List.of());
    }
  }

  /**
   * Writes a generated model unless the file already holds its bytes, through a temporary file
   * moved in place, so that parallel sweep points never read a half-written model.
   */
  private static void write(Path file, byte[] bytes) throws ValidateException {
    try {
      if (Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), bytes)) {
        return;
      }
      Files.createDirectories(file.getParent());
      Path temporary = Files.createTempFile(file.getParent(), file.getFileName().toString(),
          ".tmp");
      Files.write(temporary, bytes);
      Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new ValidateException("cannot write " + file + ": " + e.getMessage());
    }
  }

  private void files(Path root) throws ValidateException {
    if (Files.isRegularFile(root)) {
      if (!root.toString().endsWith(".onnx")) {
        throw new ValidateException(root + " is not an ONNX model (*.onnx)");
      }
      add(stem(root), root, artifacts(root.toAbsolutePath().getParent()), target(),
          List.of());
      return;
    }
    if (!Files.isDirectory(root)) {
      throw new ValidateException(root + " does not exist");
    }
    Map<Path, List<Path>> byFolder = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(p -> p.toString().endsWith(".onnx") && Files.isRegularFile(p))
          .filter(p -> !underArtifacts(root.relativize(p)))
          .sorted()
          .forEach(p -> byFolder.computeIfAbsent(p.getParent(), k -> new ArrayList<>()).add(p));
    } catch (IOException e) {
      throw new ValidateException("cannot search " + root + ": " + e.getMessage());
    }
    for (Map.Entry<Path, List<Path>> folder : byFolder.entrySet()) {
      boolean alone = folder.getValue().size() == 1;
      for (Path file : folder.getValue()) {
        Path relative = root.relativize(folder.getKey());
        String id = alone && !relative.toString().isEmpty() ? relative.toString()
            : relative.resolve(stem(file)).toString();
        Path artifacts = artifacts(folder.getKey());
        add(id, file, alone ? artifacts : artifacts.resolve(stem(file)), target(), List.of());
      }
    }
  }

  private boolean selected(String id) {
    return options.filter.isEmpty() || options.filter.stream().anyMatch(id::startsWith);
  }

  private void add(String id, Path file, Path artifacts, ValidationTarget target,
      List<String> flags) {
    if (!selected(id)) {
      return;
    }
    List<String> all = new ArrayList<>(flags);
    all.addAll(options.extraArgs);
    models.add(new ValidationModel(id, file, artifacts, target, List.copyOf(all)));
  }

  private Path artifacts(Path folder) {
    return folder.resolve(options.artifactsName);
  }

  private static boolean underArtifacts(Path relative) {
    for (Path element : relative) {
      if (element.toString().startsWith("artifacts")) {
        return true;
      }
    }
    return false;
  }

  private static String stem(Path file) {
    String name = file.getFileName().toString();
    return name.substring(0, name.length() - ".onnx".length());
  }
}
