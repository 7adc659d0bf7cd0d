// Aliases of aliases, and aliases used inside other types and attributes.
!t = i32
!t2 = !t
!vec = vector<4x!t2>
#a = 1 : !t2
#b = [#a, #a]
#c = {k = #b}
"foo.x"() {a = #a, b = #b, c = #c, t = !vec} : () -> (!t2, tensor<2x!vec>, memref<4x!t>)
