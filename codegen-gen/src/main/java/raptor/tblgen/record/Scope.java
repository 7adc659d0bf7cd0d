package raptor.tblgen.record;

import java.util.HashMap;
import java.util.Map;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Variables introduced with {@code defvar} (and loop variables, multiclass template arguments): the global
 * scope at the top level, a nested scope per {@code let ... in} block, loop, multiclass and record body.
 */
final class Scope {

  private final Scope parent;
  private final Map<String, Init> variables = new HashMap<>();

  private Scope(Scope parent) {
    this.parent = parent;
  }

  /** {@return a new outermost scope} */
  static Scope global() {
    return new Scope(null);
  }

  /** {@return a new scope nested in this one} */
  Scope nested() {
    return new Scope(this);
  }

  /** Defines a variable, failing if this scope already has one of that name. */
  void define(SourceLoc loc, String name, Init value) {
    if (variables.containsKey(name)) {
      throw new TdException(loc, parent == null ? "def or global variable of this name already exists"
          : "local variable of this name already exists");
    }
    variables.put(name, value);
  }

  /** {@return the value of a variable of this scope only, or null} */
  Init own(String name) {
    return variables.get(name);
  }

  /** {@return the value of a variable of this scope only, unless it is the global one, or null} */
  Init local(String name) {
    return parent == null ? null : variables.get(name);
  }

  /** {@return the value of a variable of an enclosing scope (not this one, nor the global one), or null} */
  Init enclosing(String name) {
    for (Scope scope = parent; scope != null && scope.parent != null; scope = scope.parent) {
      Init value = scope.variables.get(name);
      if (value != null) {
        return value;
      }
    }
    return null;
  }

  /** {@return the value of a global variable (a top-level {@code defvar} or {@code defset}), or null} */
  Init global(String name) {
    Scope root = this;
    while (root.parent != null) {
      root = root.parent;
    }
    return root.variables.get(name);
  }
}
