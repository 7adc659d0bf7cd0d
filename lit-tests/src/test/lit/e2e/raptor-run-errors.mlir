// Bad raptor-run command lines and programs end in one error line and exit code 1.
// RUN: not raptor-run %s 2>&1 | filecheck %s --check-prefix=FLAGS
// RUN: not raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --sim-seed=5..2 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --sim-seed=x 2>&1 | filecheck %s --check-prefix=SEED
// RUN: not raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --batch-size=0 2>&1 | filecheck %s --check-prefix=BATCH
// RUN: not raptor-run %s.missing --core-count=1 --crossbar-size=4 --crossbar-count=1 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not raptor-run %s --core-count=0 --crossbar-size=4 --crossbar-count=1 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not raptor-run %s --core-count=1 --crossbar-size=2 --crossbar-count=1 2>&1 | filecheck %s --check-prefix=COMPILE
// FLAGS:   error: Missing required options: '--core-count=N', '--crossbar-size=N', '--crossbar-count=N'
// RANGE:   error: --sim-seed range 5..2 is empty
// SEED:    error: invalid --sim-seed 'x': expected N or FIRST..LAST with non-negative integers
// BATCH:   error: --batch-size must be positive, got 0
// MISSING: error: cannot open input file '{{.*}}raptor-run-errors.mlir.missing': No such file or directory
// TARGET:  error: Pim compilation requires an explicit --core-count=<positive integer>
// COMPILE: error: 'pim.vmm' op weight has 4 rows, but a crossbar has 2
// COMPILE: error: the PIM pipeline failed to compile the program
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}
