// ARGS: --allow-unregistered-dialect
// Aliases: attribute aliases (unlike location aliases) must be defined before use.
"foo.a"() {v = #later} : () -> ()
#later = 1 : i32
