package raptor.tools.onnxrun;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;

/**
 * A folder of tensors: {@code input_K.bin} and {@code output_K.bin} (little-endian raw
 * elements) described by {@code manifest.json}:
 *
 * <pre>{@code
 * {
 *   "model": "model.onnx",
 *   "source": "seed 0",
 *   "byteOrder": "little",
 *   "inputs": [{"name": "x", "file": "input_0.bin", "elementType": "float32", "shape": [1, 4]}],
 *   "outputs": [{"name": "y", "file": "output_0.bin", "elementType": "float32", "shape": [1, 2]}]
 * }
 * }</pre>
 *
 * <p>Element types are numpy's dtype names ({@link ElementType#manifestName()}).
 *
 * @param model the model the tensors belong to, as given on the command line
 * @param source where the inputs came from ({@code seed N} or the folder they were read from)
 * @param inputs the graph inputs, in the model's order
 * @param outputs the graph outputs, in the model's order
 */
public record TensorManifest(String model, String source, List<RawTensor> inputs,
    List<RawTensor> outputs) {
  /** The manifest's file name inside the folder. */
  public static final String FILE_NAME = "manifest.json";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Copies the lists. */
  public TensorManifest {
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
  }

  /**
   * Writes the tensors and the manifest into {@code dir}, creating it when needed.
   *
   * @throws ReferenceException when a file cannot be written
   */
  public void write(Path dir) throws ReferenceException {
    ObjectNode root = JSON.createObjectNode();
    root.put("model", model);
    root.put("source", source);
    root.put("byteOrder", "little");
    try {
      Files.createDirectories(dir);
      root.set("inputs", writeTensors(dir, "input", inputs));
      root.set("outputs", writeTensors(dir, "output", outputs));
      byte[] manifest = (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n")
          .getBytes(StandardCharsets.UTF_8);
      writeFile(dir.resolve(FILE_NAME), manifest);
    } catch (IOException e) {
      throw new ReferenceException(dir.toString(), "cannot write the tensors: " + e.getMessage());
    }
  }

  /** Writes one file of the folder by the rules of {@link OutputFile}. */
  private static void writeFile(Path file, byte[] bytes) throws IOException {
    try {
      OutputFile.write(file, out -> out.write(bytes));
    } catch (FileAccessException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /** {@return the file of tensor {@code index} of a kind ({@code input}, {@code output})} */
  public static String fileName(String kind, int index) {
    return kind + "_" + index + ".bin";
  }

  private static ArrayNode writeTensors(Path dir, String kind, List<RawTensor> tensors)
      throws IOException {
    ArrayNode entries = JSON.createArrayNode();
    for (int i = 0; i < tensors.size(); i++) {
      RawTensor tensor = tensors.get(i);
      String file = fileName(kind, i);
      writeFile(dir.resolve(file), tensor.data());
      ObjectNode entry = entries.addObject();
      entry.put("name", tensor.name());
      entry.put("file", file);
      entry.put("elementType", tensor.elementType().manifestName());
      ArrayNode shape = entry.putArray("shape");
      for (long dim : tensor.shape()) {
        shape.add(dim);
      }
    }
    return entries;
  }

  /**
   * {@return the manifest in {@code dir} with its tensors read}
   *
   * @throws ReferenceException for a missing or malformed manifest or tensor file
   */
  public static TensorManifest read(Path dir) throws ReferenceException {
    Path file = dir.resolve(FILE_NAME);
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(file));
    } catch (NoSuchFileException e) {
      throw new ReferenceException(file.toString(), "no such file");
    } catch (JsonProcessingException e) {
      throw new ReferenceException(file.toString() + ":" + e.getLocation().getLineNr() + ":"
          + e.getLocation().getColumnNr(), "malformed JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new ReferenceException(file.toString(), "cannot read: " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw new ReferenceException(file.toString(), "expected a JSON object");
    }
    return new TensorManifest(root.path("model").asText(""), root.path("source").asText(""),
        readTensors(dir, file, root, "inputs"), readTensors(dir, file, root, "outputs"));
  }

  private static List<RawTensor> readTensors(Path dir, Path file, JsonNode root, String key)
      throws ReferenceException {
    JsonNode entries = root.get(key);
    if (entries == null || !entries.isArray()) {
      throw new ReferenceException(file.toString(), "'" + key + "' must be an array");
    }
    List<RawTensor> tensors = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      tensors.add(readTensor(dir, file, entries.get(i), key + "[" + i + "]"));
    }
    return tensors;
  }

  private static RawTensor readTensor(Path dir, Path file, JsonNode entry, String where)
      throws ReferenceException {
    String name = text(file, entry, "name", where);
    String fileName = text(file, entry, "file", where);
    ElementType type = ElementType.fromManifestName(text(file, entry, "elementType", where));
    if (type == null) {
      throw new ReferenceException(file.toString(), where + ": unknown element type '"
          + entry.get("elementType").asText() + "'");
    }
    JsonNode dims = entry.get("shape");
    if (dims == null || !dims.isArray()) {
      throw new ReferenceException(file.toString(), where + ": 'shape' must be an array");
    }
    long[] shape = new long[dims.size()];
    for (int d = 0; d < shape.length; d++) {
      if (!dims.get(d).canConvertToLong() || dims.get(d).asLong() < 0) {
        throw new ReferenceException(file.toString(),
            where + ": 'shape' must hold sizes >= 0, got " + dims.get(d));
      }
      shape[d] = dims.get(d).asLong();
    }
    Path data = dir.resolve(fileName).normalize();
    if (!data.startsWith(dir.normalize()) || Path.of(fileName).isAbsolute()) {
      throw new ReferenceException(file.toString(),
          where + ": file '" + fileName + "' is outside the folder");
    }
    return readData(data, name, type, shape);
  }

  private static RawTensor readData(Path data, String name, ElementType type, long[] shape)
      throws ReferenceException {
    try {
      return new RawTensor(name, type, shape, Files.readAllBytes(data));
    } catch (NoSuchFileException e) {
      throw new ReferenceException(data.toString(), "no such file");
    } catch (IOException e) {
      throw new ReferenceException(data.toString(), "cannot read: " + e.getMessage());
    } catch (IllegalArgumentException | ArithmeticException e) {
      throw new ReferenceException(data.toString(), e.getMessage());
    }
  }

  private static String text(Path file, JsonNode entry, String field, String where)
      throws ReferenceException {
    JsonNode value = entry == null ? null : entry.get(field);
    if (value == null || !value.isTextual()) {
      throw new ReferenceException(file.toString(), where + ": '" + field
          + "' must be a string");
    }
    return value.asText();
  }
}
