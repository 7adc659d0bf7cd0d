package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.ir.Operation;

/** The lowering of one ONNX op kind to Spatial computes. */
@FunctionalInterface
interface OpLowering {
  /**
   * {@return the Spatial values that replace the results of {@code op}}, created with
   * {@code computes} in front of it
   *
   * @param tile the crossbar size
   * @throws LoweringException when {@code op} has a form no lowering supports
   */
  List<raptor.ir.Value> lower(Operation op, Computes computes, long tile)
      throws LoweringException;
}
