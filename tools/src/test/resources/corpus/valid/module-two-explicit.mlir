// Two explicit modules at top level are wrapped in an implicit module.
module @a {
}
module @b {
}
