// ARGS: --allow-unregistered-dialect
// Aliases: a type alias defined twice.
!t = i32
!t = i64
"foo.a"() : () -> !t
