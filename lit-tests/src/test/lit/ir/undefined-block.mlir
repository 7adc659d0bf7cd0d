// A successor naming a block that no region defines, at the top level or inside a region, is
// reported at the reference, as mlir-opt 22 reports it.
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{reference to an undefined block}}
"foo.a"()[^bb1] : () -> ()

// -----

"foo.region"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb7] : () -> ()
^bb1:
  "foo.return"() : () -> ()
}) : () -> ()
