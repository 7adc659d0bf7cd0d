// File/line/column locations, including a missing column and escaped file names.
"foo.a"() : () -> () loc("file.mlir":3:7)
"foo.b"() : () -> () loc("f.c":1)
"foo.c"() : () -> () loc("dir/sub dir/x.py":100:2)
"foo.d"() : () -> () loc("q\"uote\\d":1:1)
"foo.e"() : () -> () loc("file.mlir":3:7)
