// dense_resource with a builtin dialect resource blob (4-byte alignment prefix, then data).
"foo.r"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
