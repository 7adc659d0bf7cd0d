// ARGS: --canonicalize
func.func @f(%a: index, %b: index) -> (i1, i1, i1, i1) {
  %zero = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %zero)
  %1 = index.cmp uge(%zero, %s)
  %2 = index.cmp eq(%s, %a)
  %one = index.constant 1
  %3 = index.cmp ne(%s, %one)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----
// ARGS: --canonicalize
func.func @f(%a: index, %b: index) -> i1 {
  %zero = arith.constant 0 : index
  %s = index.sub %a, %b
  %0 = index.cmp sgt(%s, %zero)
  return %0 : i1
}

// -----
// ARGS: --canonicalize
func.func @f(%a: index, %b: index) -> i1 {
  %zero = index.constant 0
  %s = arith.subi %a, %b : index
  %0 = index.cmp sgt(%s, %zero)
  return %0 : i1
}

// -----
// ARGS: --canonicalize
func.func @f(%a: index) -> i1 {
  %zero = index.constant 0
  %0 = index.cmp sgt(%zero, %zero)
  %s = index.sub %zero, %zero
  %1 = index.cmp sgt(%s, %zero)
  return %1 : i1
}

// -----
// ARGS: --canonicalize
func.func @f(%a: index, %b: index) -> (i1, i1) {
  %zero = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp sle(%s, %zero) {tag}
  %1 = index.cmp ult(%zero, %s)
  return %0, %1 : i1, i1
}
