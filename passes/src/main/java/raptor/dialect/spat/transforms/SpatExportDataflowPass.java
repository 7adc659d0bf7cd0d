package raptor.dialect.spat.transforms;

import java.nio.file.Path;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.spat.transforms.dataflow.DataflowExport;
import raptor.ir.io.FileAccessException;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pim.PimEntryFunction;

/**
 * {@code spat-export-dataflow}: writes the dataflow of the entry function as Gephi-importable
 * CSV tables ({@link raptor.dialect.spat.transforms.dataflow.DataflowCsv}, spec §5),
 * {@code OUTPUT_nodes.csv} and {@code OUTPUT_edges.csv}, and leaves the IR as it is. Put it
 * anywhere in a pipeline to take a snapshot there.
 */
public final class SpatExportDataflowPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "spat-export-dataflow";

  /**
   * The options.
   *
   * @param output the path prefix of the two files
   */
  public record Options(
      @Option(name = "output", help = "Path prefix of OUTPUT_nodes.csv and OUTPUT_edges.csv")
      String output) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(""));

  private final Options options;

  /** Creates the pass with {@code options}. */
  public SpatExportDataflowPass(Options options) {
    super(ARGUMENT, "SpatExportDataflow",
        "Write the Spatial dataflow of the entry function as CSV node and edge tables",
        BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    if (options.output().isEmpty()) {
      pc.fail(module, "spat-export-dataflow requires the option 'output' (a path prefix)");
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.fail(module, "spat-export-dataflow found no entry function");
      return;
    }
    try {
      DataflowExport.write(func, Path.of(options.output()));
    } catch (FileAccessException e) {
      pc.fail(module, e.getMessage());
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
