module {
  func.func @f(%a: i32 loc("args.py":1:14), %b: i32 {test.x} loc("args.py":2:3)) -> i32 {
    %0 = arith.addi %a, %b : i32 loc(callsite("g" at "x.py":1:2))
    %1 = arith.addi %0, %a : i32 loc(callsite("y.py":3:4 at "x.py":1:2))
    %2 = arith.addi %1, %a : i32 loc(unknown)
    %3 = arith.addi %2, %a : i32 loc(fused<"meta">["p", "q"("z.py":5:6)])
    %4 = arith.addi %3, %a : i32 loc("we \"ird\".py":7:8)
    %5 = arith.addi %4, %a : i32 loc(fused["p", "x.py":1:2])
    return %5 : i32 loc("ret")
  } loc("f")
} loc("m")

// --mlir-pretty-debuginfo: locations without loc( ), unquoted file names, [unknown], call
// sites as 'callee at caller' and fused locations without their keyword; function arguments
// print their locations under --mlir-print-debuginfo, after their attributes.
// The CHECK lines were generated from mlir-opt 22's output on the same input.
// RUN: raptor-opt --mlir-print-debuginfo --mlir-pretty-debuginfo %s | filecheck %s --check-prefix=PRETTY
// RUN: raptor-opt --mlir-print-debuginfo %s | filecheck %s --check-prefix=LOC
// RUN: raptor-opt --mlir-pretty-debuginfo %s | filecheck %s --check-prefix=NONE

// PRETTY: #loc2 = args.py:1:14
// PRETTY-NEXT: #loc3 = args.py:2:3
// PRETTY-NEXT: module {
// PRETTY-NEXT:   func.func @f(%arg0: i32 args.py:1:14, %arg1: i32 {test.x} args.py:2:3) -> i32 {
// PRETTY-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 #loc4 at #loc5
// PRETTY-NEXT:     %1 = arith.addi %0, %arg0 : i32 #loc6
// PRETTY-NEXT:  at #loc5
// PRETTY-NEXT:     %2 = arith.addi %1, %arg0 : i32 [unknown]
// PRETTY-NEXT:     %3 = arith.addi %2, %arg0 : i32 <"meta">[#loc8, #loc14]
// PRETTY-NEXT:     %4 = arith.addi %3, %arg0 : i32 we "ird".py:7:8
// PRETTY-NEXT:     %5 = arith.addi %4, %arg0 : i32 [#loc8, #loc5]
// PRETTY-NEXT:     return %5 : i32 "ret"
// PRETTY-NEXT:   } "f"
// PRETTY-NEXT: } "m"
// PRETTY-NEXT: #loc = "m"
// PRETTY-NEXT: #loc1 = "f"
// PRETTY-NEXT: #loc4 = "g"
// PRETTY-NEXT: #loc5 = x.py:1:2
// PRETTY-NEXT: #loc6 = y.py:3:4
// PRETTY-NEXT: #loc7 = [unknown]
// PRETTY-NEXT: #loc8 = "p"
// PRETTY-NEXT: #loc9 = z.py:5:6
// PRETTY-NEXT: #loc10 = we "ird".py:7:8
// PRETTY-NEXT: #loc11 = "ret"
// PRETTY-NEXT: #loc12 = #loc4 at #loc5
// PRETTY-NEXT: #loc13 = #loc6
// PRETTY-NEXT:  at #loc5
// PRETTY-NEXT: #loc14 = "q"(#loc9)
// PRETTY-NEXT: #loc15 = [#loc8, #loc5]
// PRETTY-NEXT: #loc16 = <"meta">[#loc8, #loc14]

// LOC: #loc2 = loc("args.py":1:14)
// LOC-NEXT: #loc3 = loc("args.py":2:3)
// LOC-NEXT: module {
// LOC-NEXT:   func.func @f(%arg0: i32 loc("args.py":1:14), %arg1: i32 {test.x} loc("args.py":2:3)) -> i32 {
// LOC-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc12)
// LOC-NEXT:     %1 = arith.addi %0, %arg0 : i32 loc(#loc13)
// LOC-NEXT:     %2 = arith.addi %1, %arg0 : i32 loc(#loc7)
// LOC-NEXT:     %3 = arith.addi %2, %arg0 : i32 loc(#loc16)
// LOC-NEXT:     %4 = arith.addi %3, %arg0 : i32 loc(#loc10)
// LOC-NEXT:     %5 = arith.addi %4, %arg0 : i32 loc(#loc15)
// LOC-NEXT:     return %5 : i32 loc(#loc11)
// LOC-NEXT:   } loc(#loc1)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("m")
// LOC-NEXT: #loc1 = loc("f")
// LOC-NEXT: #loc4 = loc("g")
// LOC-NEXT: #loc5 = loc("x.py":1:2)
// LOC-NEXT: #loc6 = loc("y.py":3:4)
// LOC-NEXT: #loc7 = loc(unknown)
// LOC-NEXT: #loc8 = loc("p")
// LOC-NEXT: #loc9 = loc("z.py":5:6)
// LOC-NEXT: #loc10 = loc("we \22ird\22.py":7:8)
// LOC-NEXT: #loc11 = loc("ret")
// LOC-NEXT: #loc12 = loc(callsite(#loc4 at #loc5))
// LOC-NEXT: #loc13 = loc(callsite(#loc6 at #loc5))
// LOC-NEXT: #loc14 = loc("q"(#loc9))
// LOC-NEXT: #loc15 = loc(fused[#loc8, #loc5])
// LOC-NEXT: #loc16 = loc(fused<"meta">[#loc8, #loc14])

// NONE: module {
// NONE-NEXT:   func.func @f(%arg0: i32, %arg1: i32 {test.x}) -> i32 {
// NONE-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// NONE-NEXT:     %1 = arith.addi %0, %arg0 : i32
// NONE-NEXT:     %2 = arith.addi %1, %arg0 : i32
// NONE-NEXT:     %3 = arith.addi %2, %arg0 : i32
// NONE-NEXT:     %4 = arith.addi %3, %arg0 : i32
// NONE-NEXT:     %5 = arith.addi %4, %arg0 : i32
// NONE-NEXT:     return %5 : i32
// NONE-NEXT:   }
// NONE-NEXT: }
