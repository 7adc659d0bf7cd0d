package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;

/** What {@code raptor-run} checks: a Spatial program or an ONNX model. */
interface Program {
  /** {@return the shape of each argument of the entry function} */
  List<int[]> argumentShapes();

  /** {@return the shape of each result of the entry function} */
  List<int[]> resultShapes();

  /** {@return the stored arguments to run instead of generated ones, or {@code null}} */
  default List<FloatTensor> storedArguments() {
    return null;
  }

  /**
   * {@return the reference results for {@code arguments}}
   *
   * @throws RunException when the reference cannot run
   */
  List<FloatTensor> evaluate(List<FloatTensor> arguments) throws RunException;

  /**
   * Compiles the program into {@code directory}/pim.
   *
   * @throws RunException when a stage fails; its diagnostics are printed to {@code err} first
   */
  void compile(RunOptions options, Path directory, PrintStream err) throws RunException;
}
