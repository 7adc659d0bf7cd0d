package raptor.tools.validate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.tools.run.ModelCheck;
import raptor.tools.run.RunException;

/**
 * The seeded inputs of a model and onnxruntime's results for each, shared by both modes: latency
 * mode uses the first input, throughput mode the first four, each compared with its own
 * reference.
 *
 * @param inputs the argument lists, one per input
 * @param references the reference results, one list per input
 */
record InputBatch(List<List<FloatTensor>> inputs, List<List<FloatTensor>> references) {
  /**
   * {@return {@code count} inputs drawn from {@code seed} and their references}
   *
   * @throws RunException when onnxruntime fails
   */
  static InputBatch create(ModelCheck check, long seed, int count) throws RunException {
    List<List<FloatTensor>> inputs = check.inputs(seed, count);
    List<List<FloatTensor>> references = new ArrayList<>();
    for (List<FloatTensor> arguments : inputs) {
      references.add(check.reference(arguments));
    }
    return new InputBatch(List.copyOf(inputs), List.copyOf(references));
  }

  /**
   * {@return the batch of {@code count} inputs an earlier run wrote to {@code layout}}
   *
   * @throws RunException when a file is missing or does not fit the model
   */
  static InputBatch read(ArtifactLayout layout, ModelCheck check, int count)
      throws RunException {
    List<List<FloatTensor>> inputs = new ArrayList<>();
    List<List<FloatTensor>> references = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      inputs.add(check.decodeArguments(bytes(layout.input(i))));
      references.add(check.decodeResults(bytes(layout.reference(i))));
    }
    return new InputBatch(List.copyOf(inputs), List.copyOf(references));
  }

  /** {@return the first {@code count} inputs} */
  List<List<FloatTensor>> first(int count) {
    return inputs.subList(0, count);
  }

  /**
   * Writes the inputs and references to {@code layout}: raw files and {@code inputs.csv}.
   *
   * @throws IOException when a file cannot be written
   */
  void write(ArtifactLayout layout) throws IOException {
    StringBuilder csv = new StringBuilder();
    for (int i = 0; i < inputs.size(); i++) {
      write(layout.input(i), ModelCheck.encode(inputs.get(i)));
      write(layout.reference(i), ModelCheck.encode(references.get(i)));
      List<String> values = new ArrayList<>();
      for (FloatTensor tensor : inputs.get(i)) {
        for (float value : tensor.values()) {
          values.add(String.format(Locale.ROOT, "%.9g", value));
        }
      }
      csv.append(String.join(",", values)).append('\n');
    }
    Files.writeString(layout.inputsCsv(), csv, StandardCharsets.UTF_8);
  }

  /**
   * Writes {@code bytes} to {@code file}, creating its folder.
   *
   * @throws IOException when it cannot be written
   */
  static void write(Path file, byte[] bytes) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
  }

  private static byte[] bytes(Path file) throws RunException {
    if (!Files.isRegularFile(file)) {
      throw new RunException(file + " is missing; run with --compile-only first");
    }
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new RunException("cannot read " + file + ": " + e.getMessage());
    }
  }
}
