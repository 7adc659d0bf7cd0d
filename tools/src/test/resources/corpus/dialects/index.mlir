// Every op of the index dialect in its custom form.
func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b {tag = "kept"}
  return %19 : index
}

func.func @compare(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {tag}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @casts_and_constants(%i: i32, %x: index) -> (index, i64, index, i1, i1, index) {
  %0 = index.casts %i : i32 to index
  %1 = index.castu %x : index to i64
  %c = index.constant -42
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  %u = index.castu %i : i32 to index
  return %0, %1, %c, %t, %f, %s : index, i64, index, i1, i1, index
}

func.func @generic_form(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
  %1 = "index.constant"() <{value = 7 : index}> : () -> index
  return %0 : i1
}
