// swap-placement (spec 1.4): after PEFT, whole cores are swapped when that puts heavy traffic
// on cheap links and shortens the schedule. Four cores in a line (0-1-2-3, one ns per hop) of
// one crossbar each: PEFT puts %a on core 0 and %x, ready first, on core 1, so %b, which
// receives %a's result, lands two hops away on core 2. The swap puts %a and %b side by side.
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-line-4.json --schedule-and-realize-spatial | filecheck %s --check-prefix=PEFT
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-line-4.json --schedule-and-realize-spatial=swap-placement=true | filecheck %s --check-prefix=SWAP
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-line-4.json --schedule-and-realize-spatial --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=PEFT-STATS
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-line-4.json --schedule-and-realize-spatial=swap-placement=true --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=SWAP-STATS

// PEFT: spat.scheduled_compute weights(%cst : tensor<4x4xf32>) {{.*}} attributes {coreId = 0 : i32}
// PEFT: spat.channel_send %{{.*}} channel %c0 from %c0 to %c2
// PEFT: spat.scheduled_compute weights(%cst_0 : tensor<4x4xf32>) {{.*}} attributes {coreId = 1 : i32}
// PEFT: spat.scheduled_compute weights(%cst_1 : tensor<4x4xf32>) {{.*}} attributes {coreId = 2 : i32}
// PEFT-NEXT: ^bb0
// PEFT-NEXT: spat.channel_receive channel %c0 from %c0 to %c2
// PEFT-STATS: 3340 channel-makespan
// PEFT-STATS: 0 chosen-placement
// PEFT-STATS: 3335 makespan
// SWAP: spat.scheduled_compute weights(%cst_0 : tensor<4x4xf32>) {{.*}} attributes {coreId = 0 : i32}
// SWAP: spat.scheduled_compute weights(%cst : tensor<4x4xf32>) {{.*}} attributes {coreId = 1 : i32}
// SWAP: spat.channel_send %{{.*}} channel %c0 from %c1 to %c2
// SWAP: spat.scheduled_compute weights(%cst_1 : tensor<4x4xf32>) {{.*}} attributes {coreId = 2 : i32}
// SWAP-NEXT: ^bb0
// SWAP-NEXT: spat.channel_receive channel %c0 from %c1 to %c2
// SWAP-STATS: 3330 makespan
func.func @main_graph(%in: tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>) {
  %wa = arith.constant dense<1.0> : tensor<4x4xf32>
  %wx = arith.constant dense<2.0> : tensor<4x4xf32>
  %wb = arith.constant dense<3.0> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%wa : tensor<4x4xf32>) inputs(%in : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %x = spat.graph_compute weights(%wx : tensor<4x4xf32>) inputs(%in : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%wb : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %x, %b : tensor<1x4xf32>, tensor<1x4xf32>
}
