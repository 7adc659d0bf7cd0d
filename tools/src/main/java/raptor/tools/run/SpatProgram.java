package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.spat.eval.EvaluationException;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.dialect.spat.eval.SpatEvaluator;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.SourceFiles;
import raptor.ir.diag.Verifier;
import raptor.ir.text.AttrPrinter;
import raptor.ir.text.IrParser;
import raptor.ir.text.IrPrinter;
import raptor.pim.PimEntryFunction;

/**
 * A parsed and verified Spatial module with its entry function, whose arguments and results are
 * static {@code f32} tensors. Diagnostics are rendered with source lines to the error stream.
 */
final class SpatProgram implements Program {
  private final IrContext context;
  private final BuiltinModuleOp module;
  private final FuncFuncOp entry;
  private final DiagnosticPrinter printer;
  private final PrintStream err;
  private List<int[]> argumentShapes;
  private List<int[]> resultShapes;

  private SpatProgram(IrContext context, BuiltinModuleOp module, FuncFuncOp entry, DiagnosticPrinter printer,
      PrintStream err) {
    this.context = context;
    this.module = module;
    this.entry = entry;
    this.printer = printer;
    this.err = err;
  }

  /**
   * Parses and verifies {@code text}.
   *
   * @throws RunException when it does not parse or verify, or its entry function is unusable
   */
  static SpatProgram parse(String text, String fileName, PrintStream err) throws RunException {
    SourceFiles sources = new SourceFiles();
    sources.add(fileName, text);
    SpatProgram program = null;
    DiagnosticPrinter printer = new DiagnosticPrinter(sources);
    DiagnosticEngine diag = new DiagnosticEngine();
    diag.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
    IrContext context = IrContext.withAvailableDialects();
    Operation parsed = IrParser.parse(text, fileName, context, diag, true);
    if (parsed instanceof BuiltinModuleOp module && Verifier.verify(module, diag)) {
      FuncFuncOp entry = PimEntryFunction.find(module);
      if (entry == null) {
        diag.opError(module, "has no entry function: @main_graph or a single defined function");
      } else {
        program = new SpatProgram(context, module, entry, printer, err);
        program.readSignature(diag);
      }
    }
    for (Diagnostic d : diag.diagnostics()) {
      err.print(printer.render(d));
    }
    if (program == null || diag.hasErrors()) {
      throw new RunException(fileName + " is not a usable Spatial program");
    }
    return program;
  }

  /** Records the tensor shapes of the signature, which compilation turns into memrefs. */
  private void readSignature(DiagnosticEngine diag) {
    FunctionType signature = (FunctionType) entry.functionTypeAttr();
    argumentShapes = shapes(signature.inputs(), "argument", diag);
    resultShapes = shapes(signature.results(), "result", diag);
  }

  private List<int[]> shapes(List<Type> types, String what, DiagnosticEngine diag) {
    List<int[]> shapes = new ArrayList<>();
    for (Type type : types) {
      if (type instanceof RankedTensorType tensor && tensor.hasStaticShape()
          && tensor.elementType() == FloatType.F32) {
        shapes.add(shape(tensor));
      } else {
        diag.opError(entry, "has " + what + " type " + AttrPrinter.toText(type)
            + "; raptor-run supports static f32 tensors only");
      }
    }
    return List.copyOf(shapes);
  }

  /** {@return the context the module lives in} */
  IrContext context() {
    return context;
  }

  /** {@return the module; compilation changes it, so evaluate references first} */
  BuiltinModuleOp module() {
    return module;
  }

  /** {@return the printer of diagnostics about this program's source} */
  DiagnosticPrinter printer() {
    return printer;
  }

  @Override
  public List<int[]> argumentShapes() {
    return argumentShapes;
  }

  @Override
  public List<int[]> resultShapes() {
    return resultShapes;
  }

  /** Compiles with {@link PipelineCompiler}: scheduling, then {@code pim-compile}. */
  @Override
  public void compile(RunOptions options, Path directory, PrintStream err)
      throws RunException {
    new PipelineCompiler(options, err).compile(this, directory);
  }

  @Override
  public List<FloatTensor> evaluate(List<FloatTensor> arguments) throws RunException {
    try {
      return SpatEvaluator.run(entry, arguments);
    } catch (EvaluationException e) {
      DiagnosticEngine diag = new DiagnosticEngine();
      err.print(printer.render(diag.opError(e.op(), e.getMessage())));
      throw new RunException("the reference evaluator cannot run the program");
    }
  }

  private static int[] shape(RankedTensorType type) {
    int[] dims = new int[type.rank()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = Math.toIntExact(type.shape().get(i));
    }
    return dims;
  }
}
