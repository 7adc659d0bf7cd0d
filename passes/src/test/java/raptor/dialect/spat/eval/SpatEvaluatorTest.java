package raptor.dialect.spat.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.Verifier;
import raptor.ir.text.IrParser;

/** The evaluator against values computed by hand. */
class SpatEvaluatorTest {
  private static final float EPS = 1e-6f;

  private static List<FloatTensor> run(String ir, FloatTensor... args) throws EvaluationException {
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(ir, "test.mlir", IrContext.withAvailableDialects(), diag,
        true);
    Verifier.verify(module, diag);
    assertFalse(diag.hasErrors(), () -> diag.diagnostics().toString());
    FuncFuncOp func = (FuncFuncOp) ((BuiltinModuleOp) module).body().firstOp();
    return SpatEvaluator.run(func, List.of(args));
  }

  private static FloatTensor row(float... values) {
    return FloatTensor.of(new int[] {1, values.length}, values);
  }

  /** Spec 6.1: relu(x * W) with W = [[1, 0], [-1, 2]]. */
  @Test
  void vmmThenRelu() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @main_graph(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
          %w = arith.constant dense<[[1.0, 0.0], [-1.0, 2.0]]> : tensor<2x2xf32>
          %0 = spat.scheduled_compute weights(%w : tensor<2x2xf32>) inputs(%x : tensor<1x2xf32>) -> tensor<1x2xf32> attributes {coreId = 0 : i32} {
          ^bb0(%wa: tensor<2x2xf32>, %xa: tensor<1x2xf32>):
            %m = spat.vmm %wa, %xa : tensor<2x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>
            %r = spat.relu %m : tensor<1x2xf32>
            spat.yield %r : tensor<1x2xf32>
          }
          return %0 : tensor<1x2xf32>
        }
        """, row(3, 1));
    // [3, 1] * W = [3*1 + 1*(-1), 3*0 + 1*2] = [2, 2]
    assertArrayEquals(new float[] {2, 2}, out.get(0).values(), EPS);
    assertArrayEquals(new int[] {1, 2}, out.get(0).shape());
  }

  /** Spec 6.2: the value crosses a channel between two cores. */
  @Test
  void channelCarriesTheValue() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @main_graph(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %0 = spat.scheduled_compute inputs(%x : tensor<1x2xf32>) -> tensor<1x2xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<1x2xf32>):
            %n = spat.vmul %a, %a : tensor<1x2xf32>
            spat.yield %n : tensor<1x2xf32>
          }
          spat.channel_send %0 channel %c0 from %c0 to %c1 : tensor<1x2xf32>
          %1 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x2xf32>
          %2 = spat.scheduled_compute inputs(%1 : tensor<1x2xf32>) -> tensor<1x2xf32> attributes {coreId = 1 : i32} {
          ^bb0(%a: tensor<1x2xf32>):
            spat.sync %c0 event %c1
            %s = spat.vadd %a, %a : tensor<1x2xf32>
            spat.yield %s : tensor<1x2xf32>
          }
          return %2 : tensor<1x2xf32>
        }
        """, row(-2, 3));
    // (x * x) + (x * x) = [8, 18]
    assertArrayEquals(new float[] {8, 18}, out.get(0).values(), EPS);
  }

  @Test
  void hostRoutedTransfer() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @main_graph(%x: tensor<1x2xf32>) -> tensor<1x2xf32> attributes {pim.pipeline_host_buffer_bytes = 8 : i64} {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          spat.host_store_sync %x from %c0 to %c1 host_offset %c0 event %c0 : tensor<1x2xf32>
          %0 = spat.host_wait_load from %c0 to %c1 host_offset %c0 event %c0 count %c1 : tensor<1x2xf32>
          return %0 : tensor<1x2xf32>
        }
        """, row(5, 6));
    assertEquals(row(5, 6), out.get(0));
  }

  @Test
  void elementwiseAndSoftmax() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<1x2xf32>, %y: tensor<1x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) {
          %0:4 = spat.graph_compute inputs(%x, %y : tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32> {
          ^bb0(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>):
            %m = spat.vmax %a, %b : tensor<1x2xf32>
            %s = spat.sigmoid %a : tensor<1x2xf32>
            %t = spat.tanh %a : tensor<1x2xf32>
            %p = spat.softmax %b : tensor<1x2xf32>
            spat.yield %m, %s, %t, %p : tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>
          }
          return %0#0, %0#1, %0#2, %0#3 : tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>
        }
        """, row(0, 1), row(-1, 1));
    assertArrayEquals(new float[] {0, 1}, out.get(0).values(), EPS);
    // sigmoid(0) = 0.5, sigmoid(1) = 1 / (1 + e^-1) = 0.7310586
    assertArrayEquals(new float[] {0.5f, 0.7310586f}, out.get(1).values(), EPS);
    // tanh(1) = 0.7615942
    assertArrayEquals(new float[] {0, 0.7615942f}, out.get(2).values(), EPS);
    // softmax([-1, 1]) = [1 / (1 + e^2), e^2 / (1 + e^2)] = [0.11920292, 0.8807971]
    assertArrayEquals(new float[] {0.11920292f, 0.8807971f}, out.get(3).values(), EPS);
  }

  @Test
  void concatAndExtractRows() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<1x4xf32>) {
          %rows:2 = spat.extract_rows %x : tensor<2x2xf32> -> tensor<1x2xf32>, tensor<1x2xf32>
          %swapped = spat.concat axis 0 (%rows#1, %rows#0) : tensor<1x2xf32>, tensor<1x2xf32> -> tensor<2x2xf32>
          %wide = spat.concat axis 1 (%rows#0, %rows#1) : tensor<1x2xf32>, tensor<1x2xf32> -> tensor<1x4xf32>
          return %swapped, %wide : tensor<2x2xf32>, tensor<1x4xf32>
        }
        """, FloatTensor.of(new int[] {2, 2}, 1, 2, 3, 4));
    assertEquals(FloatTensor.of(new int[] {2, 2}, 3, 4, 1, 2), out.get(0));
    assertEquals(row(1, 2, 3, 4), out.get(1));
  }

  @Test
  void batchRunsEveryLane() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
          %c0 = arith.constant 0 : index
          spat.scheduled_compute_batch lanes(2) inputs(%x : tensor<1x2xf32>) attributes {coreIds = array<i32: 0, 1>} {
          ^bb0(%lane: index, %a: tensor<1x2xf32>):
            spat.channel_send %a channel %c0 from %lane to %c0 : tensor<1x2xf32>
            spat.yield
          }
          %0 = spat.channel_receive channel %c0 from %c0 to %c0 : tensor<1x2xf32>
          return %0 : tensor<1x2xf32>
        }
        """, row(7, 8));
    assertEquals(row(7, 8), out.get(0));
  }

  /** Each lane inserts the ReLU of what core 5 sent it as its row of the stacked result. */
  @Test
  void batchStacksLaneFragments() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<1x2xf32>) -> tensor<2x2xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c5 = arith.constant 5 : index
          spat.scheduled_compute inputs(%x : tensor<1x2xf32>) attributes {coreId = 5 : i32} {
          ^bb0(%a: tensor<1x2xf32>):
            %sq = spat.vmul %a, %a : tensor<1x2xf32>
            spat.channel_send %a channel %c0 from %c5 to %c0 : tensor<1x2xf32>
            spat.channel_send %sq channel %c1 from %c5 to %c1 : tensor<1x2xf32>
            spat.yield
          }
          %0 = spat.scheduled_compute_batch lanes(2) -> tensor<2x2xf32> attributes {coreIds = array<i32: 0, 1>} {
          ^bb0(%lane: index, %out: tensor<2x2xf32>):
            %in = spat.channel_receive channel %lane from %c5 to %lane : tensor<1x2xf32>
            %r = spat.relu %in : tensor<1x2xf32>
            spat.in_parallel {
              tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
            }
          }
          return %0 : tensor<2x2xf32>
        }
        """, row(1, -2));
    // lane 0: relu([1, -2]) = [1, 0]; lane 1: relu([1, -2] * [1, -2]) = [1, 4]
    assertEquals(FloatTensor.of(new int[] {2, 2}, 1, 0, 1, 4), out.get(0));
  }

  /** Columns and offsets computed with arith; a second result, rank-reduced fragments. */
  @Test
  void batchInsertsColumnsAtComputedOffsets() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<1x2xf32>, %y: tensor<2x1xf32>) -> (tensor<2x2xf32>, tensor<1x4xf32>) {
          %c2 = arith.constant 2 : index
          %0:2 = spat.graph_compute_batch lanes(2) inputs(%x, %y : tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>, tensor<1x4xf32> {
          ^bb0(%lane: index, %a: tensor<1x2xf32>, %b: tensor<2x1xf32>, %cols: tensor<2x2xf32>, %wide: tensor<1x4xf32>):
            %r = spat.relu %b : tensor<2x1xf32>
            %start = arith.muli %lane, %c2 : index
            spat.in_parallel {
              tensor.parallel_insert_slice %r into %cols[0, %lane] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<2x2xf32>
              tensor.parallel_insert_slice %a into %wide[0, %start] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<1x4xf32>
            }
          }
          return %0#0, %0#1 : tensor<2x2xf32>, tensor<1x4xf32>
        }
        """, row(5, 6), FloatTensor.of(new int[] {2, 1}, -1, 3));
    // relu([-1, 3]) = [0, 3] in both columns; x at columns 0-1 and 2-3
    assertEquals(FloatTensor.of(new int[] {2, 2}, 0, 0, 3, 3), out.get(0));
    assertEquals(row(5, 6, 5, 6), out.get(1));
  }

  @Test
  void batchResultsNeedInParallel() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
          %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<1x2xf32>) -> tensor<1x2xf32> {
          ^bb0(%lane: index, %a: tensor<1x2xf32>, %out: tensor<1x2xf32>):
            spat.yield %a : tensor<1x2xf32>
          }
          return %0 : tensor<1x2xf32>
        }
        """, row(1, 2)));
    assertEquals("evaluates the results of a batch only through spat.in_parallel", e.getMessage());
    assertEquals("spat.graph_compute_batch", e.op().name());
  }

  @Test
  void laneSliceOutsideTheResultIsAnError() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f(%x: tensor<1x2xf32>) -> tensor<2x2xf32> {
          %0 = spat.graph_compute_batch lanes(3) inputs(%x : tensor<1x2xf32>) -> tensor<2x2xf32> {
          ^bb0(%lane: index, %a: tensor<1x2xf32>, %out: tensor<2x2xf32>):
            spat.in_parallel {
              tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
            }
          }
          return %0 : tensor<2x2xf32>
        }
        """, row(1, 2)));
    assertEquals("inserts a slice outside its destination", e.getMessage());
    assertEquals("tensor.parallel_insert_slice", e.op().name());
  }

  /** Each lane takes its row of the shared input with an extract_slice at the lane. */
  @Test
  void laneExtractsItsRow() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
          %0 = spat.scheduled_compute_batch lanes(2) inputs(%x : tensor<2x2xf32>) -> tensor<2x2xf32> attributes {coreIds = array<i32: 0, 1>} {
          ^bb0(%lane: index, %in: tensor<2x2xf32>, %out: tensor<2x2xf32>):
            %row = tensor.extract_slice %in[%lane, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
            %r = spat.relu %row : tensor<1x2xf32>
            spat.in_parallel {
              tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
            }
          }
          return %0 : tensor<2x2xf32>
        }
        """, FloatTensor.of(new int[] {2, 2}, 1, -2, -3, 4));
    assertEquals(FloatTensor.of(new int[] {2, 2}, 1, 0, 0, 4), out.get(0));
  }

  /** Static column slices: extracted, strided and rank-reduced, then inserted into a copy. */
  @Test
  void extractsAndInsertsColumns() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xf32>) {
          %0:3 = spat.scheduled_compute inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<2x4xf32>):
            %right = tensor.extract_slice %a[0, 2] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>
            %every = tensor.extract_slice %a[1, 0] [1, 2] [1, 2] : tensor<2x4xf32> to tensor<2xf32>
            %t = tensor.insert_slice %right into %a[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x4xf32>
            spat.yield %t, %every, %a : tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xf32>
          }
          return %0#0, %0#1, %0#2 : tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xf32>
        }
        """, FloatTensor.of(new int[] {2, 4}, 1, 2, 3, 4, 5, 6, 7, 8));
    assertEquals(FloatTensor.of(new int[] {2, 4}, 3, 4, 3, 4, 7, 8, 7, 8), out.get(0));
    assertEquals(FloatTensor.of(new int[] {2}, 5, 7), out.get(1));
    // The insertion leaves its destination unchanged.
    assertEquals(FloatTensor.of(new int[] {2, 4}, 1, 2, 3, 4, 5, 6, 7, 8), out.get(2));
  }

  /** A core flattens its 2x2 input to 1x4 before a VMM: the values keep their row-major order. */
  @Test
  void reshapesKeepTheValues() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<2x2xf32>) -> (tensor<4xf32>, tensor<1x4xf32>) {
          %w = arith.constant dense<[[1.0, 0.0, 0.0, 2.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [-1.0, 0.0, 0.0, 1.0]]> : tensor<4x4xf32>
          %0:2 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x2xf32>) -> tensor<4xf32>, tensor<1x4xf32> attributes {coreId = 0 : i32} {
          ^bb0(%wa: tensor<4x4xf32>, %a: tensor<2x2xf32>):
            %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
            %v = tensor.expand_shape %f [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
            %m = spat.vmm %wa, %v : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
            %r = spat.relu %m : tensor<1x4xf32>
            spat.yield %f, %r : tensor<4xf32>, tensor<1x4xf32>
          }
          return %0#0, %0#1 : tensor<4xf32>, tensor<1x4xf32>
        }
        """, FloatTensor.of(new int[] {2, 2}, 1, 2, 3, 4));
    assertEquals(FloatTensor.of(new int[] {4}, 1, 2, 3, 4), out.get(0));
    // [1, 2, 3, 4] * W = [1 - 4, 2, 3, 2 + 4]; relu clears the first
    assertEquals(row(0, 2, 3, 6), out.get(1));
  }

  /** Each lane expands its copy of the input to 1x2x2 and takes the lane's 1x2 row of it. */
  @Test
  void laneSlicesAnExpandedTensor() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<1x4xf32>) -> tensor<2x2xf32> {
          %0 = spat.scheduled_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x2xf32> attributes {coreIds = array<i32: 0, 1>} {
          ^bb0(%lane: index, %in: tensor<1x4xf32>, %out: tensor<2x2xf32>):
            %e = tensor.expand_shape %in [[0], [1, 2]] output_shape [1, 2, 2] : tensor<1x4xf32> into tensor<1x2x2xf32>
            %row = tensor.extract_slice %e[0, %lane, 0] [1, 1, 2] [1, 1, 1] : tensor<1x2x2xf32> to tensor<1x2xf32>
            spat.in_parallel {
              tensor.parallel_insert_slice %row into %out[%lane, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
            }
          }
          return %0 : tensor<2x2xf32>
        }
        """, row(1, 2, 3, 4));
    assertEquals(FloatTensor.of(new int[] {2, 2}, 1, 2, 3, 4), out.get(0));
  }

  @Test
  void dynamicReshapeIsAnError() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f(%x: tensor<?x2xf32>) -> tensor<?xf32> {
          %0 = spat.scheduled_compute inputs(%x : tensor<?x2xf32>) -> tensor<?xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<?x2xf32>):
            %f = tensor.collapse_shape %a [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
            spat.yield %f : tensor<?xf32>
          }
          return %0 : tensor<?xf32>
        }
        """, FloatTensor.of(new int[] {2, 2}, 1, 2, 3, 4)));
    assertEquals("expects statically shaped tensors", e.getMessage());
    assertEquals("tensor.collapse_shape", e.op().name());
  }

  @Test
  void sliceOutsideTheSourceIsAnError() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f(%x: tensor<2x2xf32>) -> tensor<1x2xf32> {
          %0 = spat.scheduled_compute inputs(%x : tensor<2x2xf32>) -> tensor<1x2xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<2x2xf32>):
            %c2 = arith.constant 2 : index
            %row = tensor.extract_slice %a[%c2, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
            spat.yield %row : tensor<1x2xf32>
          }
          return %0 : tensor<1x2xf32>
        }
        """, FloatTensor.of(new int[] {2, 2}, 1, 2, 3, 4)));
    assertEquals("extracts a slice outside its source", e.getMessage());
    assertEquals("tensor.extract_slice", e.op().name());
  }

  @Test
  void receiveWithoutSendIsAnError() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f() -> tensor<1x2xf32> {
          %c0 = arith.constant 0 : index
          %0 = spat.channel_receive channel %c0 from %c0 to %c0 : tensor<1x2xf32>
          return %0 : tensor<1x2xf32>
        }
        """));
    assertEquals("receives from a channel nothing was sent on", e.getMessage());
    assertEquals("spat.channel_receive", e.op().name());
  }

  @Test
  void loopCarriesItsTensor() throws EvaluationException {
    List<FloatTensor> out = run("""
        func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = spat.scheduled_compute inputs(%x : tensor<4xf32>) -> tensor<4xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<4xf32>):
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %c3 = arith.constant 3 : index
            %c4 = arith.constant 4 : index
            %e = tensor.empty() : tensor<4xf32>
            %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<4xf32>) {
              %from = arith.subi %c3, %i : index
              %v = tensor.extract_slice %a[%from] [1] [1] : tensor<4xf32> to tensor<1xf32>
              %w = tensor.insert_slice %v into %acc[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
              scf.yield %w : tensor<4xf32>
            }
            spat.yield %r : tensor<4xf32>
          }
          return %0 : tensor<4xf32>
        }
        """, FloatTensor.of(new int[] {4}, 1, 2, 3, 4));
    assertArrayEquals(new float[] {4, 3, 2, 1}, out.get(0).values(), EPS);
  }

  @Test
  void loopTooLongToEvaluateIsAnError() {
    EvaluationException e = assertThrows(EvaluationException.class, () -> run("""
        func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = spat.scheduled_compute inputs(%x : tensor<4xf32>) -> tensor<4xf32> attributes {coreId = 0 : i32} {
          ^bb0(%a: tensor<4xf32>):
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %big = arith.constant 4000000000000 : index
            %r = scf.for %i = %c0 to %big step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
              scf.yield %acc : tensor<4xf32>
            }
            spat.yield %r : tensor<4xf32>
          }
          return %0 : tensor<4xf32>
        }
        """, FloatTensor.of(new int[] {4}, 1, 2, 3, 4)));
    assertEquals("runs more than 1048576 iterations, more than the evaluator runs",
        e.getMessage());
    assertEquals("scf.for", e.op().name());
  }
}
