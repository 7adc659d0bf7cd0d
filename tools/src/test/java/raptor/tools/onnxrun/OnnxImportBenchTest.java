package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.dialect.onnx.transforms.OnnxPreparePass;
import raptor.frontend.onnx.export.OnnxExporter;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;

/**
 * The smoke run of {@code bench/onnx-import.sh}: the tiny model of {@link OnnxImportBench} goes
 * through import and onnx-prepare (every BatchNormalization folded into its Conv) and computes
 * what onnxruntime computes on the original.
 */
class OnnxImportBenchTest {
  @Test
  void theTinyBenchmarkModelPreparesAndKeepsItsOutputs(@TempDir Path dir) throws Exception {
    Path model = dir.resolve("tiny.onnx");
    OnnxImportBench.generate(true, model);
    FrontEnd.Imported imported = FrontEnd.importModel(model, ImportOptions.DEFAULT);
    assertEquals(List.of(), FrontEnd.run(imported, new OnnxPreparePass()));
    assertArrayEquals(new long[] {1, 10},
        FrontEnd.staticShape(FrontEnd.resultTypes(imported).get(0)));
    String text = IrPrinter.print(imported.module(), PrintOptions.DEFAULT,
        imported.context().resources());
    assertFalse(text.contains("BatchNormalization"), text);

    Path prepared = Files.write(dir.resolve("prepared.onnx"),
        OnnxWriter.toBytes(OnnxExporter.export(imported.module())));
    List<RawTensor> expected;
    List<RawTensor> inputs;
    try (ReferenceSession session = ReferenceSession.open(model)) {
      inputs = SeededInputs.generate("tiny", session.inputs(),
          List.of(session.inputs().get(0).shape()), 4);
      expected = session.run(inputs);
    }
    try (ReferenceSession session = ReferenceSession.open(prepared)) {
      Closeness.assertClose(expected, session.run(inputs), 1e-4, 1e-4, "tiny after prepare");
    }
  }
}
