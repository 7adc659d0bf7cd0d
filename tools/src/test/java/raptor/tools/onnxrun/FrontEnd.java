package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.importer.OnnxImporter;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.Verifier;
import raptor.pass.Pass;
import raptor.pass.PassManager;

/** Test support: import a model, run ONNX passes on it, read its result types. */
final class FrontEnd {
  /** An imported model and the context its IR lives in. */
  record Imported(IrContext context, BuiltinModuleOp module) {
  }

  private FrontEnd() {
  }

  /** {@return the model in {@code bytes} imported into a fresh context, verified} */
  static Imported importModel(byte[] bytes, String name) throws OnnxException {
    return importModel(OnnxReader.read(bytes, name, null), name);
  }

  /** {@return the model in {@code file} imported with {@code options}, verified} */
  static Imported importModel(Path file, ImportOptions options) throws OnnxException {
    return importModel(OnnxReader.read(file), file.toString(), options);
  }

  private static Imported importModel(OnnxModel model, String name) throws OnnxException {
    return importModel(model, name, ImportOptions.DEFAULT);
  }

  private static Imported importModel(OnnxModel model, String name, ImportOptions options)
      throws OnnxException {
    IrContext context = IrContext.withAvailableDialects();
    BuiltinModuleOp module = new OnnxImporter(context, options).importModel(model, name)
        .module();
    DiagnosticEngine diag = new DiagnosticEngine();
    if (!Verifier.verify(module, diag)) {
      fail(name + ": the imported module does not verify: " + diag.diagnostics());
    }
    return new Imported(context, module);
  }

  /** {@return the diagnostics of running {@code passes} on {@code module}, empty on success} */
  static List<String> run(Imported imported, Pass... passes) {
    BuiltinModuleOp module = imported.module();
    PassManager manager = new PassManager(imported.context(), BuiltinModuleOp.NAME);
    for (Pass pass : passes) {
      manager.add(pass);
    }
    DiagnosticEngine diag = new DiagnosticEngine();
    List<String> errors = new ArrayList<>();
    if (!manager.run(module, diag)) {
      diag.diagnostics().forEach(d -> errors.add(d.location() + ": " + d.message()));
      if (errors.isEmpty()) {
        errors.add("the pass pipeline failed");
      }
    }
    return errors;
  }

  /** {@return the result types of {@code @main_graph}} */
  static List<Type> resultTypes(Imported imported) {
    for (Operation op : imported.module().body().ops()) {
      if (op instanceof FuncFuncOp func && func.symName().equals("main_graph")) {
        return ((FunctionType) func.functionTypeAttr()).results();
      }
    }
    throw new AssertionError("no @main_graph");
  }

  /** {@return the static shape of {@code type}, or {@code null}} */
  static long[] staticShape(Type type) {
    if (!(type instanceof ShapedType shaped) || !shaped.hasStaticShape()) {
      return null;
    }
    long[] shape = new long[shaped.rank()];
    for (int d = 0; d < shape.length; d++) {
      shape[d] = shaped.shape().get(d);
    }
    return shape;
  }
}
