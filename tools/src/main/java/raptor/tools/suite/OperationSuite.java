package raptor.tools.suite;

import java.util.ArrayList;
import java.util.List;

/**
 * Every case of the operation suite, in a fixed order: Gemm, Gemv and MatMul; Conv; the
 * elementwise ops; pools, reductions, Resize and the data-movement ops; chains that layout
 * planning lowers as row strips.
 */
public final class OperationSuite {
  private OperationSuite() {
  }

  /** {@return every case, large ones included} */
  public static List<SuiteCase> cases() {
    List<SuiteCase> cases = new ArrayList<>(GemmCases.cases());
    cases.addAll(ConvCases.cases());
    cases.addAll(ElementwiseCases.cases());
    cases.addAll(TensorCases.cases());
    cases.addAll(LayoutCases.cases());
    return List.copyOf(cases);
  }
}
