// Elements attributes: --mlir-elide-elementsattrs-if-larger prints the non-splat ones of more
// elements than the limit as dense_resource<__elided__> (sparse ones by their indices or values),
// --mlir-print-elementsattrs-with-hex-if-larger moves the hex threshold (-1: never), and the
// "see current operation" note elides above 16 elements. Expectations are mlir-opt 22's output.
// RUN: raptor-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | filecheck %s --check-prefix=ELIDE2
// RUN: raptor-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger 1 %s | filecheck %s --check-prefix=ELIDE1
// RUN: raptor-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=3 %s | filecheck %s --check-prefix=HEX3
// RUN: raptor-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 %s | filecheck %s --check-prefix=NOHEX
// RUN: raptor-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=0x4 %s | filecheck %s --check-prefix=ELIDEHEX
// RUN: not raptor-opt --mlir-elide-elementsattrs-if-larger=-1 %s 2>&1 | filecheck %s --check-prefix=BADUINT
// RUN: not raptor-opt --mlir-elide-elementsattrs-if-larger=+2 %s 2>&1 | filecheck %s --check-prefix=BADPLUS
// RUN: not raptor-opt --mlir-print-elementsattrs-with-hex-if-larger=x %s 2>&1 | filecheck %s --check-prefix=BADLONG

"foo.a"() {a = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>, b = dense<7> : tensor<100xi32>, c = dense<["x", "y", "z"]> : tensor<3x!foo.s>, d = sparse<[[0, 1]], [5]> : tensor<3x4xi32>, e = array<i32: 1, 2, 3, 4, 5>, f = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, g = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()
"foo.b"() {r = dense_resource<blob1> : tensor<3xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  }
#-}

// ELIDE2: "foo.a"() {a = dense_resource<__elided__> : tensor<5xi32>, b = dense<7> : tensor<100xi32>, c = dense_resource<__elided__> : tensor<3x!foo.s>, d = sparse<{{\[\[}}0, 1]], 5> : tensor<3x4xi32>, e = array<i32: 1, 2, 3, 4, 5>, f = dense_resource<__elided__> : tensor<3xf32>, g = dense_resource<__elided__> : tensor<2x2xi8>} : () -> ()
// ELIDE2-NEXT: "foo.b"() {r = dense_resource<blob1> : tensor<3xi32>} : () -> ()
// ELIDE2: blob1: "0x04000000010000000200000003000000"
// ELIDE1: d = dense_resource<__elided__> : tensor<3x4xi32>
// HEX3: "foo.a"() {a = dense<"0x0100000002000000030000000400000005000000"> : tensor<5xi32>, b = dense<7> : tensor<100xi32>, c = dense<["x", "y", "z"]> : tensor<3x!foo.s>, d = sparse<{{\[\[}}0, 1]], 5> : tensor<3x4xi32>, e = array<i32: 1, 2, 3, 4, 5>, f = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>, g = dense<"0x01020304"> : tensor<2x2xi8>} : () -> ()
// NOHEX: "foo.a"() {a = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>, b = dense<7> : tensor<100xi32>, c = dense<["x", "y", "z"]> : tensor<3x!foo.s>, d = sparse<{{\[\[}}0, 1]], 5> : tensor<3x4xi32>, e = array<i32: 1, 2, 3, 4, 5>, f = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>, g = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()
// BADUINT: raptor-opt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// BADLONG: raptor-opt: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'x' value invalid for long argument!
// ELIDEHEX: a = dense_resource<__elided__> : tensor<5xi32>
// ELIDEHEX-SAME: g = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>
// BADPLUS: raptor-opt: for the --mlir-elide-elementsattrs-if-larger option: '+2' value invalid for uint argument!
