package raptor.example.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import raptor.tools.opt.RaptorOpt;

/**
 * raptor-opt, unchanged, with this module on the class path: it parses, verifies and prints the
 * toy ops in custom form, and rejects a bad one with a located diagnostic.
 */
class ToyDialectTest {
  /** What one in-process run of raptor-opt printed. */
  private record Run(int exitCode, String out, String err) {
  }

  private static Run raptorOpt(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode = RaptorOpt.run(args,
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(exitCode, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void roundTripsInCustomForm() {
    String input = "func.func @f(%a: tensor<2x3xf64>) {\n"
        + "  %t = \"toy.transpose\"(%a) : (tensor<2x3xf64>) -> tensor<3x2xf64>\n"
        + "  %m = toy.mul %t, %t : tensor<3x2xf64>\n"
        + "  toy.print %m : tensor<3x2xf64>\n"
        + "  return\n}\n";
    Run run = raptorOpt(input);
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("module {\n"
        + "  func.func @f(%arg0: tensor<2x3xf64>) {\n"
        + "    %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>\n"
        + "    %1 = toy.mul %0, %0 : tensor<3x2xf64>\n"
        + "    toy.print %1 : tensor<3x2xf64>\n"
        + "    return\n"
        + "  }\n"
        + "}\n\n", run.out());
  }

  @Test
  void printsGenericFormWithTheRegisteredOps() {
    Run run = raptorOpt("%a = \"foo.src\"() : () -> tensor<2xf64>\n"
        + "%m = toy.mul %a, %a : tensor<2xf64>\n", "--allow-unregistered-dialect",
        "--mlir-print-op-generic");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains(
        "%1 = \"toy.mul\"(%0, %0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>"), run.out());
  }

  @Test
  void rejectsABadTransposeWithALocatedDiagnostic() {
    Run run = raptorOpt("func.func @f(%a: tensor<2x3xf64>) {\n"
        + "  %t = toy.transpose(%a : tensor<2x3xf64>) to tensor<2x3xf64>\n"
        + "  return\n}\n");
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("<stdin>:2:8: error: 'toy.transpose' op expected result "
        + "shape to be the transpose of tensor<2x3xf64>"), run.err());
  }

  @Test
  void rejectsAWrongOperandType() {
    Run run = raptorOpt("func.func @f(%a: tensor<2xf32>) {\n"
        + "  %m = toy.mul %a, %a : tensor<2xf32>\n"
        + "  return\n}\n");
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("<stdin>:2:8: error: 'toy.mul' op operand #0 must be tensor "
        + "of 64-bit float values, but got 'tensor<2xf32>'"), run.err());
  }
}
