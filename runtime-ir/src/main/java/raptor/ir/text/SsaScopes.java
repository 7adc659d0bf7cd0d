package raptor.ir.text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.Type;

/**
 * The SSA names visible while parsing, as MLIR's parser keeps them: one table per
 * isolated-from-above scope, with the names each region defined removed when it closes. A use
 * before the definition gets a placeholder value that the definition replaces.
 */
final class SsaScopes {
  /** The values bound to one name ({@code %x:2} binds two), and where it was defined. */
  private static final class Binding {
    final Value[] values;
    final int definedAt;

    Binding(Value[] values, int definedAt) {
      this.values = values;
      this.definedAt = definedAt;
    }
  }

  /** A placeholder standing for {@code %name#number} until its definition is parsed. */
  private record ForwardRef(String name, int number, Value placeholder, int usedAt) {
  }

  /** The names of one isolated scope. */
  private static final class IsolatedScope {
    final Map<String, Binding> bindings = new HashMap<>();
    final Map<String, List<ForwardRef>> forwardRefs = new HashMap<>();
    final Deque<List<String>> definedPerRegion = new ArrayDeque<>();
  }

  private static final OpInfo<?> PLACEHOLDER = OpInfo.unregistered("builtin.<<forward-ref>>");

  private final Deque<IsolatedScope> scopes = new ArrayDeque<>();
  private final String fileName;

  SsaScopes(String fileName) {
    this.fileName = fileName;
  }

  /** Opens the scope of a region; {@code isolated} hides every name defined outside. */
  void pushRegion(boolean isolated) {
    if (isolated || scopes.isEmpty()) {
      scopes.push(new IsolatedScope());
    }
    scopes.peek().definedPerRegion.push(new ArrayList<>());
  }

  /**
   * Closes the innermost region scope; when it was isolated, every forward reference must
   * have been defined.
   *
   * @throws ParseException for a use that was never defined
   */
  void popRegion(boolean isolated) {
    IsolatedScope scope = scopes.peek();
    for (String name : scope.definedPerRegion.pop()) {
      scope.bindings.remove(name);
    }
    if (isolated || scope.definedPerRegion.isEmpty()) {
      checkNoForwardRefs(scope);
      scopes.pop();
    }
  }

  private static void checkNoForwardRefs(IsolatedScope scope) {
    int first = Integer.MAX_VALUE;
    for (List<ForwardRef> refs : scope.forwardRefs.values()) {
      for (ForwardRef ref : refs) {
        first = Math.min(first, ref.usedAt);
      }
    }
    if (first != Integer.MAX_VALUE) {
      throw new ParseException(first, "use of undeclared SSA value name");
    }
  }

  /**
   * {@return the value {@code %name#number} used at {@code offset} with {@code type}; a
   * placeholder when it is not defined yet}
   */
  Value use(String name, int number, Type type, int offset) {
    IsolatedScope scope = scopes.peek();
    Binding binding = scope.bindings.get(name);
    if (binding != null) {
      if (number >= binding.values.length) {
        throw new ParseException(offset, "reference to invalid result number");
      }
      Value value = binding.values[number];
      if (!value.type().equals(type)) {
        throw typeMismatch(name, type, value.type(), offset, binding.definedAt);
      }
      return value;
    }
    List<ForwardRef> refs = scope.forwardRefs.computeIfAbsent(name, k -> new ArrayList<>(1));
    for (ForwardRef ref : refs) {
      if (ref.number == number) {
        if (!ref.placeholder.type().equals(type)) {
          throw typeMismatch(name, type, ref.placeholder.type(), offset, ref.usedAt);
        }
        return ref.placeholder;
      }
    }
    OperationState state = new OperationState(PLACEHOLDER,
        FileLineColLoc.of(fileName, 0, 0));
    state.resultTypes.add(type);
    Value placeholder = Operation.create(state).result(0);
    refs.add(new ForwardRef(name, number, placeholder, offset));
    return placeholder;
  }

  /** A use whose type differs from the definition or first use at {@code priorOffset}. */
  private static ParseException typeMismatch(String name, Type used, Type prior, int offset,
      int priorOffset) {
    return new ParseException(offset, "use of value '%" + name
        + "' expects different type than prior uses: '" + AttrPrinter.toText(used) + "' vs '"
        + AttrPrinter.toText(prior) + "'", priorOffset, "prior use here");
  }

  /**
   * {@return where {@code %name} was defined or first used in the current isolated scope, or
   * -1 when it was not}
   */
  int referenceOffset(String name) {
    IsolatedScope scope = scopes.peek();
    Binding binding = scope.bindings.get(name);
    if (binding != null) {
      return binding.definedAt;
    }
    for (ForwardRef ref : scope.forwardRefs.getOrDefault(name, List.of())) {
      if (ref.number == 0) {
        return ref.usedAt;
      }
    }
    return -1;
  }

  /**
   * Binds {@code name} to {@code values}, replacing the placeholders of earlier uses.
   *
   * @throws ParseException on redefinition or when an earlier use assumed another type
   */
  void define(String name, Value[] values, int offset) {
    IsolatedScope scope = scopes.peek();
    Binding previous = scope.bindings.get(name);
    if (previous != null) {
      throw new ParseException(offset, "redefinition of SSA value '%" + name + "'",
          previous.definedAt, "previously defined here");
    }
    List<ForwardRef> refs = scope.forwardRefs.remove(name);
    if (refs != null) {
      resolveForwardRefs(scope, name, refs, values, offset);
    }
    scope.bindings.put(name, new Binding(values, offset));
    scope.definedPerRegion.peek().add(name);
  }

  private static void resolveForwardRefs(IsolatedScope scope, String name,
      List<ForwardRef> refs, Value[] values, int offset) {
    List<ForwardRef> unresolved = new ArrayList<>();
    for (ForwardRef ref : refs) {
      if (ref.number >= values.length) {
        unresolved.add(ref);
        continue;
      }
      Value value = values[ref.number];
      if (!value.type().equals(ref.placeholder.type())) {
        throw new ParseException(offset, "definition of SSA value '%" + name + "#"
            + ref.number + "' has type '" + AttrPrinter.toText(value.type()) + "'", ref.usedAt,
            "previously used here with type '" + AttrPrinter.toText(ref.placeholder.type()) + "'");
      }
      ref.placeholder.replaceAllUsesWith(value);
    }
    if (!unresolved.isEmpty()) {
      scope.forwardRefs.put(name, unresolved);
    }
  }
}
