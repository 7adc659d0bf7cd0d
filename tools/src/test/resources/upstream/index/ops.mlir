// ARGS: --canonicalize
func.func @f() -> (index, index, i1) {
  %a = index.constant 6
  %b = index.constant 4
  %0 = index.add %a, %b
  %1 = index.divs %a, %b
  %2 = index.cmp slt(%a, %b)
  return %0, %1, %2 : index, index, i1
}

// -----
// ARGS:
func.func @f(%a: index, %b: i32) -> index {
  %0 = index.add %a, %b
  return %0 : index
}

// -----
// ARGS:
func.func @f(%a: index) -> i1 {
  %0 = index.cmp foo(%a, %a)
  return %0 : i1
}
