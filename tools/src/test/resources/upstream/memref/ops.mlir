// ARGS:
func.func @views(%a: memref<4x4xf32>, %b: memref<?xf32, 1>, %s: memref<2xi32>, %buf: memref<64xi8>, %n: index) {
  %0 = memref.assume_alignment %a, 16 : memref<4x4xf32>
  %1 = memref.memory_space_cast %b : memref<?xf32, 1> to memref<?xf32>
  %2 = memref.reshape %a(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  %3 = memref.view %buf[%n][] : memref<64xi8> to memref<4x4xf32>
  %4 = memref.view %buf[%n][%n] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----
// ARGS:
func.func @unranked(%a: memref<*xf32, 1>, %s: memref<?xindex>, %t: memref<1xi64>) {
  %0 = memref.memory_space_cast %a : memref<*xf32, 1> to memref<*xf32, 2>
  %1 = memref.reshape %a(%s) : (memref<*xf32, 1>, memref<?xindex>) -> memref<*xf32>
  %2 = memref.reshape %a(%t) : (memref<*xf32, 1>, memref<1xi64>) -> memref<?xf32>
  return
}

// -----
// ARGS:
func.func @generic(%a: memref<4xf32>, %s: memref<1xi32>, %buf: memref<8xi8>, %n: index) {
  %0 = "memref.assume_alignment"(%a) {alignment = 8 : i32} : (memref<4xf32>) -> memref<4xf32>
  %1 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32>
  %2 = "memref.view"(%buf, %n) : (memref<8xi8>, index) -> memref<2xf32>
  return
}

// -----
// ARGS:
func.func @realloc(%a: memref<4xf32>, %n: index) -> (memref<8xf32>, memref<?xf32>) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %a(%n) {alignment = 16} : memref<4xf32> to memref<?xf32>
  return %0, %1 : memref<8xf32>, memref<?xf32>
}
