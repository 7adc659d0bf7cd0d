// Every arith op of the dialect in custom form.
func.func @integers(%a: i32, %b: i32, %i: index) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %c-7_i64 = arith.constant -7 : i64
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %2 = arith.subi %0, %1 overflow<nsw> : i32
  %3 = arith.muli %2, %c1_i32 overflow<nuw> : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.divui %4, %b exact : i32
  %6 = arith.remsi %5, %b : i32
  %7 = arith.remui %6, %b : i32
  %8 = arith.andi %7, %a : i32
  %9 = arith.ori %8, %a : i32
  %10 = arith.xori %9, %a : i32
  %11 = arith.shli %10, %b : i32
  %12 = arith.shrsi %11, %b exact : i32
  %13 = arith.shrui %12, %b : i32
  %14 = arith.maxsi %13, %a : i32
  %15 = arith.minsi %14, %a : i32
  %16 = arith.addi %i, %c0 : index
  %17 = arith.cmpi slt, %15, %a : i32
  %18 = arith.cmpi uge, %16, %i : index
  %19 = arith.select %17, %15, %a : i32
  %20 = arith.select %true, %19, %a : i32
  return %20 : i32
}

func.func @floats(%x: f32, %y: f32, %h: f16) -> f32 {
  %cst = arith.constant 3.500000e+00 : f32
  %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %cst fastmath<fast> : f32
  %2 = arith.mulf %1, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %2, %y : f32
  %4 = arith.maximumf %3, %x : f32
  %5 = arith.minimumf %4, %x fastmath<reassoc> : f32
  %6 = arith.negf %5 : f32
  %7 = arith.negf %6 fastmath<contract> : f32
  %8 = arith.cmpf olt, %7, %x : f32
  %9 = arith.cmpf une, %7, %x fastmath<nnan> : f32
  %10 = arith.select %9, %7, %x : f32
  return %10 : f32
}

func.func @casts(%a: i32, %i: index, %x: f32, %h: f16, %t: tensor<4xindex>, %v: vector<4xi1>, %vf: vector<4xf32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  %3 = arith.extsi %a : i32 to i64
  %4 = arith.extui %a : i32 to i64
  %5 = arith.trunci %3 : i64 to i16
  %6 = arith.trunci %3 overflow<nsw> : i64 to i8
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.fptosi %x : f32 to i32
  %9 = arith.extf %h : f16 to f32
  %10 = arith.extf %h fastmath<fast> : f16 to f64
  %11 = arith.truncf %x : f32 to f16
  %12 = arith.truncf %x fastmath<afn> : f32 to f16
  %13 = arith.bitcast %a : i32 to f32
  %14 = arith.select %v, %vf, %vf : vector<4xi1>, vector<4xf32>
  %15 = arith.addi %a, %a {foo.tag = 1 : i32} : i32
  return
}
