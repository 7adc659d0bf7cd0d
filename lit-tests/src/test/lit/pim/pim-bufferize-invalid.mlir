// Bufferization errors: writes that in-place bufferization cannot honour, reads that would
// need a copy (with the copy-freedom proof), tensors that remain, copies in the wrong direction.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --pim-bufferize=pim-verify-bufferization-copy-freedom=true

func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = tensor.empty() : tensor<1x4xf32>
    // expected-note@+1 {{first writer}}
    %x = pim.memcp_hd %b[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    // expected-error@+1 {{'pim.vrelu' op writes a tensor that 'pim.memcp_hd' already writes; Pim bufferization requires a single writer per destination}}
    %y = pim.vrelu %x into %b : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %out = bufferization.alloc_tensor() : tensor<1x4xf32>
  pim.core attributes {coreId = 0 : i32} {
    %b = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    // expected-note@+1 {{other writer}}
    %o = pim.memcp_dh %out[%c0], %x[%c0] size 12 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32} {
    %b = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    // expected-error@+1 {{'pim.memcp_dh' op writes bytes [8, 16) of a host tensor whose bytes [0, 12) another op writes; Pim bufferization requires each host byte to be written once}}
    %o = pim.memcp_dh %out[%c8], %x[%c8] size 8 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return %out : tensor<1x4xf32>
}

// -----

// expected-error@+1 {{found 1 required Pim core tensor copies}}
func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    %b2 = tensor.empty() : tensor<1x4xf32>
    %y = pim.vrelu %x into %b2 : tensor<1x4xf32> -> tensor<1x4xf32>
    %z = pim.memcp %x[%c0], %y[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    %b3 = tensor.empty() : tensor<1x4xf32>
    // expected-error@+1 {{official one-shot bufferization requires a tensor copy inside a Pim core}}
    %w = pim.vrelu %x into %b3 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+2 {{found 2 tensor value(s) after Pim bufferization (first 8 reported)}}
// expected-error@+1 {{Failed to bufferize Pim and Spatial ops}}
func.func @main_graph(%arg0: tensor<2x4xf32>) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = tensor.empty() : tensor<2x4xf32>
    %x = pim.memcp_hd %b[%c0], %arg0[%c0] size 32 : tensor<2x4xf32> -> tensor<2x4xf32>
    // expected-error@+1 {{tensor operation remains after Pim bufferization}}
    %s = tensor.extract_slice %x[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    // expected-error@+1 {{tensor operand #0 remains after Pim bufferization}}
    pim.send %s to %c0 size 16 : tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %host = bufferization.alloc_tensor() : tensor<1x4xf32>
  pim.core attributes {coreId = 0 : i32} {
    // expected-error@+1 {{'pim.memcp_hd' op writes a host tensor; only pim.memcp_dh may write host memory}}
    %x = pim.memcp_hd %host[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+2 {{found 1 Pim copy address-space violation(s); the first is reported above}}
// expected-error@+1 {{Failed to bufferize Pim and Spatial ops}}
func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = tensor.empty() : tensor<1x4xf32>
    // expected-error@+1 {{'pim.memcp' op copies from host to core-local memory, but expects core-local to core-local}}
    %x = pim.memcp %b[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{failed to locate the Pim entry function during Pim bufferization}}
module {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
}
