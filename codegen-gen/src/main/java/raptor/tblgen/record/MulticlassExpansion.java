package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import raptor.tblgen.diag.TdException;

/**
 * Instantiates multiclass entries as TableGen does: each prototype def is copied and its template arguments,
 * {@code NAME} and loop variables substituted; loops over a list now known are unrolled, the others kept
 * (inside a multiclass being defined) for a later instantiation.
 */
final class MulticlassExpansion {

  /**
   * One substitution: a variable and its value.
   *
   * @param variable the qualified variable name ({@code Multiclass::arg}, a loop variable)
   * @param value    the value
   */
  record Binding(String variable, Init value) {
  }

  private final RecordKeeper keeper;
  private final List<Binding> bindings;
  private final boolean complete;

  /**
   * Creates an expansion.
   *
   * @param bindings the template arguments and {@code NAME}; a later binding of a name hides an earlier one
   * @param complete whether the result is final (outside any multiclass), so that every loop must unroll
   */
  MulticlassExpansion(RecordKeeper keeper, List<Binding> bindings, boolean complete) {
    this.keeper = keeper;
    this.bindings = new ArrayList<>(bindings);
    this.complete = complete;
  }

  /** Appends the instantiated {@code source} entries to {@code target}, in order. */
  void expand(List<MulticlassEntry> source, List<MulticlassEntry> target) {
    for (MulticlassEntry entry : source) {
      if (entry instanceof MulticlassEntry.Loop loop) {
        loop(loop, target);
      } else if (entry instanceof MulticlassEntry.Assertion assertion) {
        Record.Assertion a = assertion.assertion();
        MapResolver resolver = resolver(false);
        target.add(new MulticlassEntry.Assertion(new Record.Assertion(a.loc(), a.condition().resolve(resolver),
            a.message().resolve(resolver))));
      } else if (entry instanceof MulticlassEntry.Dump dump) {
        Record.Dump d = dump.dump();
        target.add(new MulticlassEntry.Dump(new Record.Dump(d.loc(), d.message().resolve(resolver(false)))));
      } else {
        Record def = ((MulticlassEntry.Def) entry).prototype().copy();
        def.resolve(resolver(false));
        target.add(new MulticlassEntry.Def(def));
      }
    }
  }

  private void loop(MulticlassEntry.Loop loop, List<MulticlassEntry> target) {
    Init list = loop.list().resolve(resolver(false));
    if (list instanceof IfInit branch && complete) {
      // An if statement's branch is a loop over !if(condition, [1], []); its condition must be known now.
      Init condition = branch.condition().resolve(resolver(true));
      if (condition.equals(branch.condition())) {
        throw new TdException(loop.loc(), "unable to resolve if condition '" + condition.asString()
            + "' at end of containing scope");
      }
      list = new IfInit(condition, branch.thenValue(), branch.elseValue(), branch.type()).fold();
    }
    if (!(list instanceof ListInit elements)) {
      if (complete) {
        throw new TdException(loop.loc(), "attempting to loop over '" + list.asString() + "', expected a list");
      }
      MulticlassEntry.Loop kept = new MulticlassEntry.Loop(loop.loc(), loop.variable(), list, new ArrayList<>());
      target.add(kept);
      expand(loop.entries(), kept.entries());
      return;
    }
    Optional<VarInit> variable = loop.variable();
    for (Init element : elements.elements()) {
      variable.ifPresent(v -> bindings.add(new Binding(v.name(), element)));
      expand(loop.entries(), target);
      variable.ifPresent(v -> bindings.remove(bindings.size() - 1));
    }
  }

  private MapResolver resolver(boolean isFinal) {
    MapResolver resolver = new MapResolver(keeper, isFinal);
    for (Binding binding : bindings) {
      resolver.set(binding.variable(), binding.value());
    }
    return resolver;
  }
}
