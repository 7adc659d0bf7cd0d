// Unregistered ops may hold graph regions: uses before definitions and cycles are accepted.
"foo.graph"() ({
  %a = "foo.x"(%b) : (i32) -> i32
  %b = "foo.y"(%a) : (i32) -> i32
  %c = "foo.z"(%c) : (i32) -> i32
}) : () -> ()
