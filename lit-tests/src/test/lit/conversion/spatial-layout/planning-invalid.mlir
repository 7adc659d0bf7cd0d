// Errors of spatial-layout-planning: located at the op, non-zero exit.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --spatial-layout-planning

// expected-error@+1 {{failed to locate the Pim entry function during Spatial layout planning}}
module {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
}
