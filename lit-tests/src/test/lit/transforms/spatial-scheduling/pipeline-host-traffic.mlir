// The stage cut of pipeline=2 weighs the host traffic of the edges between stages (spec 3.5,
// 4.3): every such edge is stored to and loaded from the one global memory each iteration.
// @wide_middle is a chain a -> b -> c -> d on 16 cores (8 per stage), where b widens a's 1x4
// result into 1x4096 (512 flits of 32 bytes, 11.5 us of global-memory time) and c reads 1x4 of
// it back. Cutting after b balances the stages best (a crossbar product takes 1.655 us), but its
// host traffic is then far the longest; cutting after a or after c lets only a 1x4 result (one
// flit) go through the host (without the host traffic, b's 1x4096 result did).
// RUN: raptor-opt %s --core-count=16 --crossbar-size=4 --crossbar-count=1 --pipeline=2 --schedule-and-realize-spatial 2>&1 | filecheck %s

// CHECK-LABEL: func.func @wide_middle
// CHECK-NOT: spat.host_store_sync {{.*}} : tensor<1x4096xf32>
// CHECK: spat.host_store_sync {{.*}} : tensor<1x4xf32>
// CHECK-NOT: spat.host_store_sync {{.*}} : tensor<1x4096xf32>
// CHECK: spat.host_wait_load {{.*}} : tensor<1x4xf32>
// CHECK-NOT: spat.host_store_sync {{.*}} : tensor<1x4096xf32>
func.func @wide_middle(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w3 = arith.constant dense<3.0> : tensor<4x4xf32>
  %wide = arith.constant dense<0.5> : tensor<1x4096xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute inputs(%a, %wide : tensor<1x4xf32>, tensor<1x4096xf32>) -> tensor<1x4096xf32> {
  ^bb0(%i: tensor<1x4xf32>, %v: tensor<1x4096xf32>):
    %p = tensor.insert_slice %i into %v[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x4096xf32>
    %s = spat.vadd %p, %v : tensor<1x4096xf32>
    spat.yield %s : tensor<1x4096xf32>
  }
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b : tensor<1x4096xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4096xf32>):
    %r = tensor.extract_slice %i[0, 0] [1, 4] [1, 1] : tensor<1x4096xf32> to tensor<1x4xf32>
    %m = spat.vmm %w, %r : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %d = spat.graph_compute weights(%w3 : tensor<4x4xf32>) inputs(%c : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %d : tensor<1x4xf32>
}
