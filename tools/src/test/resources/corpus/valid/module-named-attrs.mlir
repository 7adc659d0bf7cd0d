// A named module with dialect-prefixed discardable attributes.
module @m attributes {foo.bar = 1 : i32, foo.a = "x", foo.unit} {
  "foo.a"() : () -> ()
}
