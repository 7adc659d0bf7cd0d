package raptor.frontend.onnx.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.SharedOnnxData;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;

/**
 * Imports every model of {@code shared/onnx/node} and {@code shared/onnx/models} whose operators
 * are all in the supported list; each must import and verify, except the few that use a feature
 * the dialect forms leave out, which must be refused naming it. Skips when the data is absent.
 */
class SharedModelsImportTest {
  /** Cases refused on purpose, with the words the refusal must contain. */
  private static final Map<String, String> KNOWN_GAPS = Map.of(
      "test_batchnorm_epsilon_training_mode", "training mode is not supported",
      "test_batchnorm_example_training_mode", "training mode is not supported",
      "test_identity_opt", "is not a tensor",
      "test_maxpool_with_argmax_2d_precomputed_strides", "output #1 'z' is used");

  @Test
  void everyModelOfSupportedOpsImports() throws IOException {
    Optional<Path> folder = SharedOnnxData.onnxFolder();
    if (folder.isEmpty()) {
      System.out.println("SharedModelsImportTest: skipped, no shared/onnx folder "
          + "(set RAPTOR_SHARED_DIR)");
    }
    assumeTrue(folder.isPresent(), "no shared/onnx folder");
    List<Path> cases = new ArrayList<>();
    for (String set : List.of("node", "models")) {
      try (Stream<Path> dirs = Files.list(folder.get().resolve(set))) {
        dirs.filter(d -> Files.isRegularFile(d.resolve("model.onnx"))).sorted()
            .forEach(cases::add);
      }
    }
    int imported = 0;
    int outOfList = 0;
    int refused = 0;
    List<String> failures = new ArrayList<>();
    for (Path dir : cases) {
      Path file = dir.resolve("model.onnx");
      try {
        OnnxModel model = OnnxReader.read(file);
        if (!allSupported(model)) {
          outOfList++;
          continue;
        }
        new OnnxImporter(IrContext.withAvailableDialects(), ImportOptions.DEFAULT)
            .importModel(model, file.toString());
        imported++;
        if (KNOWN_GAPS.containsKey(dir.getFileName().toString())) {
          failures.add(dir.getFileName() + ": imported, but expected a refusal");
        }
      } catch (OnnxException e) {
        String gap = KNOWN_GAPS.get(dir.getFileName().toString());
        if (gap != null && e.getMessage().contains(gap)) {
          refused++;
        } else {
          failures.add(e.getMessage());
        }
      }
    }
    System.out.println("SharedModelsImportTest: " + imported + " of " + cases.size()
        + " models imported, " + refused + " refused naming a missing feature, " + outOfList
        + " use operators outside the list");
    assertEquals(List.of(), failures);
    assertTrue(imported > 0, "no model imported");
  }

  private static boolean allSupported(OnnxModel model) {
    for (OnnxNode node : model.graph().nodes()) {
      boolean standard = node.domain().isEmpty() || node.domain().equals("ai.onnx");
      if (!standard || !OpsetForms.SUPPORTED.contains(node.opType())) {
        return false;
      }
    }
    return true;
  }
}
