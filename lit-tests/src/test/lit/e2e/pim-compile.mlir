// --pim-compile runs the whole back end in one pass, from Spatial to artifacts; the global
// target flags default its options. raptor-sim runs the result.
// RUN: raptor-opt %s --pim-compile="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=1" | filecheck %s --check-prefix=IR
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s --check-prefix=ASM
// RUN: raptor-sim -f %t/pim 2>&1 | filecheck %s --check-prefix=SIM
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --pim-compile="output-dir=%t/flags"
// RUN: raptor-sim --disassemble %t/flags/pim/core_0.pim | filecheck %s --check-prefix=ASM
// RUN: not raptor-opt %s --pim-compile="core-count=1 crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=NO-DIR
// RUN: not raptor-opt %s --pim-compile="output-dir=%t" 2>&1 | filecheck %s --check-prefix=NO-TARGET
// IR:       pim.core weights
// IR:         pim.local_memory_address
// IR:         pim.vmm
// IR-NOT:   spat.
// ASM:      mvmul
// ASM:      vrelu
// ASM:      st
// SIM:      raptor-sim: 1 cores, 1 iteration
// NO-DIR:   error: Pim codegen requires an output directory: output-dir=<directory>
// NO-TARGET: error: Spatial-to-Pim lowering requires valid injected target resources
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}
