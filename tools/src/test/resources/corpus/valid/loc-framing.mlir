// Output framing with everything at once: type and attribute aliases, deferred #loc aliases, resources.
"foo.a"() {m = affine_map<(d0) -> (d0 + 1)>, r = dense_resource<blob> : tensor<1xi32>} : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17> loc("a.c":1:1)
"foo.b"() {l = loc("attr-loc")} : () -> () loc("b")
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000007000000"
    }
  }
#-}
