// The lowering's errors (spec 6.6), one case per chunk.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2"

func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{has an unsupported remaining result use during Spatial-to-Pim lowering}}
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  %1 = spat.relu %0 : tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}

// -----

func.func @main_graph() -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{requires the pipeline host transfer buffer}}
  %0 = spat.host_wait_load from %c0 to %c0 host_offset %c0 event %c0 count %c0 : tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// expected-error@+1 {{pipeline host transfer buffer must be positive}}
func.func @main_graph() attributes {pim.pipeline_host_buffer_bytes = 0 : i64} {
  return
}

// -----

memref.global "private" @pim_pipeline_channels : memref<16xi8>
// expected-error@+1 {{pipeline host transfer buffer symbol already exists}}
func.func @main_graph() attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute' op Spatial compute core id 2 is outside the 2 cores of the target}}
  spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 2 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x8xf32>) {
  %w = arith.constant dense<1.0> : tensor<8x4xf32>
  spat.scheduled_compute weights(%w : tensor<8x4xf32>) inputs(%arg0 : tensor<1x8xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<8x4xf32>, %a: tensor<1x8xf32>):
    // expected-error@+1 {{'pim.vmm' op weight has 8 rows, but a crossbar has 4}}
    %m = spat.vmm %wa, %a : tensor<8x4xf32>, tensor<1x8xf32> -> tensor<1x4xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %w = arith.constant dense<1.0> : tensor<4x12xf32>
  spat.scheduled_compute weights(%w : tensor<4x12xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x12xf32>, %a: tensor<1x4xf32>):
    // expected-error@+1 {{'pim.vmm' op weight needs 3 crossbars, but a core has 2}}
    %m = spat.vmm %wa, %a : tensor<4x12xf32>, tensor<1x4xf32> -> tensor<1x12xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x2xf32>, %w: tensor<2x4xf32>) {
  spat.scheduled_compute weights(%w : tensor<2x4xf32>) inputs(%arg0 : tensor<1x2xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<2x4xf32>, %a: tensor<1x2xf32>):
    // expected-error@+1 {{'pim.vmm' op weight of 2x4 needs zero padding to the crossbar size 4, but is not a dense constant}}
    %m = spat.vmm %wa, %a : tensor<2x4xf32>, tensor<1x2xf32> -> tensor<1x4xf32>
    spat.yield
  }
  return
}

// -----

// Spatial ops outside the scheduled computes (here a helper chain of the return) stay illegal.
// expected-error@+1 {{failed to lower Spatial communication ops to Pim communication ops}}
func.func @main_graph(%arg0: tensor<2x4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{failed to legalize operation 'spat.extract_rows'}}
  %0:2 = spat.extract_rows %arg0 : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
  return %0#0 : tensor<1x4xf32>
}

// -----

// expected-error@+1 {{failed to locate the Pim entry function during Spatial-to-Pim lowering}}
module {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
}

// -----

func.func @main_graph(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{resultful compute_batch lowering currently requires a spat.in_parallel terminator}}
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    spat.yield %a : tensor<2x4xf32>
  }
  return %0 : tensor<2x4xf32>
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{has an unsupported remaining result use during Spatial-to-Pim lowering}}
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    spat.in_parallel {
      tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  %1 = spat.relu %0 : tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{has a result that its returned tensor does not hold contiguously, which resultful compute_batch lowering does not support}}
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    spat.in_parallel {
      tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  %1 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %c = spat.concat axis 0 (%a, %a) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    spat.yield %c : tensor<2x4xf32>
  }
  %2 = spat.concat axis 1 (%0, %1) : tensor<2x4xf32>, tensor<2x4xf32> -> tensor<2x8xf32>
  return %2 : tensor<2x8xf32>
}

// -----

func.func @main_graph(%arg0: tensor<1x2xf32>) -> tensor<2x4xf32> {
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<1x2xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x2xf32>, %out: tensor<2x4xf32>):
    spat.in_parallel {
      // expected-error@+1 {{expects static sizes and unit strides to write a lane fragment during Spatial-to-Pim lowering}}
      tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 2] [1, 2] : tensor<1x2xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}

// -----

func.func @main_graph() {
  // expected-error@+1 {{'spat.scheduled_compute_batch' op Spatial compute core id 7 is outside the 2 cores of the target}}
  spat.scheduled_compute_batch lanes(2) attributes {coreIds = array<i32: 0, 7>} {
  ^bb0(%lane: index):
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  // expected-error@+1 {{'spat.relu' op has an unsupported concat-return helper chain during Spatial-to-Pim lowering}}
  %r = spat.relu %arg0 : tensor<1x4xf32>
  %c = spat.concat axis 0 (%0, %r) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  return %c : tensor<2x4xf32>
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  // expected-error@+1 {{'spat.concat' op has an unsupported concat-return helper chain during Spatial-to-Pim lowering}}
  %c = spat.concat axis 0 (%0, %0) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  return %c, %c : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// A slice of a host value (here captured from the function) is not core-local.
func.func @main_graph(%arg0: tensor<2x4xf32>) {
  spat.scheduled_compute attributes {coreId = 0 : i32} {
    // expected-error@+1 {{'tensor.extract_slice' op slices a tensor that is not core-local (a host value, a constant or a core weight), which Spatial-to-Pim lowering does not support}}
    %row = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    spat.yield
  }
  return
}

// -----

// A constant inside a core lives in host memory, so it cannot be sliced in place either.
func.func @main_graph(%arg0: tensor<1x4xf32>) {
  spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %cst = arith.constant dense<0.0> : tensor<2x4xf32>
    // expected-error@+1 {{'tensor.insert_slice' op slices a tensor that is not core-local (a host value, a constant or a core weight), which Spatial-to-Pim lowering does not support}}
    %t = tensor.insert_slice %a into %cst[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    spat.yield
  }
  return
}

// -----

// Weights live in crossbars, not in local memory.
func.func @main_graph() {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  spat.scheduled_compute weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>):
    // expected-error@+1 {{'tensor.extract_slice' op slices a tensor that is not core-local (a host value, a constant or a core weight), which Spatial-to-Pim lowering does not support}}
    %row = tensor.extract_slice %wa[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<2x4xf32>) {
  spat.scheduled_compute inputs(%arg0 : tensor<2x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x4xf32>):
    // expected-error@+1 {{'tensor.extract_slice' op expects static sizes and unit strides to extract a slice during Spatial-to-Pim lowering}}
    %cols = tensor.extract_slice %a[0, 0] [2, 2] [1, 2] : tensor<2x4xf32> to tensor<2x2xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<2x4xf32>, %n: index) {
  spat.scheduled_compute inputs(%arg0 : tensor<2x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x4xf32>):
    // expected-error@+1 {{'tensor.extract_slice' op expects static sizes and unit strides to extract a slice during Spatial-to-Pim lowering}}
    %cols = tensor.extract_slice %a[0, 0] [2, %n] [1, 1] : tensor<2x4xf32> to tensor<2x?xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<2x4xf32>, %arg1: tensor<1x2xf32>) {
  spat.scheduled_compute inputs(%arg0, %arg1 : tensor<2x4xf32>, tensor<1x2xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x4xf32>, %b: tensor<1x2xf32>):
    // expected-error@+1 {{'tensor.insert_slice' op expects static sizes and unit strides to insert a slice during Spatial-to-Pim lowering}}
    %t = tensor.insert_slice %b into %a[1, 0] [1, 2] [1, 2] : tensor<1x2xf32> into tensor<2x4xf32>
    spat.yield
  }
  return
}

// -----

func.func @main_graph() {
  spat.scheduled_compute attributes {coreId = 0 : i32} {
    %c2 = arith.constant 2 : index
    %e = tensor.empty(%c2) : tensor<?x4xf32>
    // expected-error@+1 {{'tensor.collapse_shape' op expects statically shaped tensors of integers or floats during Spatial-to-Pim lowering}}
    %f = tensor.collapse_shape %e [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
    spat.yield
  }
  return
}

// -----

// Weights live in crossbars, not in local memory.
func.func @main_graph() {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  spat.scheduled_compute weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>):
    // expected-error@+1 {{'tensor.expand_shape' op reshapes a tensor that is not core-local (a host value, a constant or a core weight), which Spatial-to-Pim lowering does not support}}
    %e = tensor.expand_shape %wa [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
    spat.yield
  }
  return
}
