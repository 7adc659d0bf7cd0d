// An explicit empty module.
module {
}
