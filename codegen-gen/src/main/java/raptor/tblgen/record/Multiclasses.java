package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import raptor.tblgen.ast.ClassRef;
import raptor.tblgen.ast.DefmStmt;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/** The multiclasses defined so far, and their instantiation by a multiclass's parents list or a {@code defm}. */
final class Multiclasses {

  private final RecordKeeper keeper;
  private final RecordBuilder builder;
  private final Map<String, MultiClass> byName = new HashMap<>();

  Multiclasses(RecordKeeper keeper, RecordBuilder builder) {
    this.keeper = keeper;
    this.builder = builder;
  }

  /**
   * Registers a new, still empty multiclass; as in TableGen, its own body may already instantiate it.
   *
   * @param name the name
   * @param loc  where the name is written
   * @return the multiclass
   */
  MultiClass define(String name, SourceLoc loc) {
    if (byName.containsKey(name)) {
      throw new TdException(loc, "multiclass '" + name + "' already defined");
    }
    MultiClass defined = new MultiClass(new Record(name, Record.Kind.MULTICLASS, loc));
    byName.put(name, defined);
    return defined;
  }

  /**
   * Adds to {@code defined} the entries of one of its parents, instantiated with the given template
   * arguments and {@code defined}'s own {@code NAME}.
   *
   * @param scope where the template argument values are evaluated
   */
  void inherit(MultiClass defined, ClassRef parent, Scope scope) {
    MultiClass parentClass = find(parent);
    List<ArgumentInit> args = TemplateArgs.evaluate(parentClass.record(), parent.args(), builder.exprs(scope, null));
    new MulticlassExpansion(keeper, bindings(parentClass, args, defined.implicitName(), parent.loc()), false)
        .expand(parentClass.entries(), defined.entries());
  }

  /**
   * {@return what a {@code defm} makes} Each multiclass is instantiated with the defm's name, the classes
   * listed after the multiclasses are added to every def made and the enclosing {@code let}s applied.
   *
   * @param scope     where the name and the template argument values are evaluated
   * @param enclosing the multiclass whose body holds the defm, or null at top level: then every loop is
   *                  unrolled and the defs are ready to be added
   */
  List<MulticlassEntry> defm(DefmStmt stmt, Scope scope, MultiClass enclosing) {
    ExprEvaluator exprs = builder.exprs(scope, null);
    Init name;
    if (stmt.name().isPresent()) {
      name = exprs.evaluateName(stmt.name().get());
      if (enclosing != null) {
        name = enclosing.withImplicitName(name, keeper);
      }
    } else {
      name = new StringInit(keeper.newAnonymousName(), false);
      if (enclosing != null) {
        name = new BinOpInit(BinOpInit.Op.STRCONCAT, enclosing.implicitName(), name, RecType.STRING);
      }
    }
    List<MulticlassEntry> made = new ArrayList<>();
    List<ClassRef> parents = stmt.parents();
    int next = 0;
    do {
      ClassRef ref = parents.get(next);
      MultiClass instantiated = find(ref);
      List<ArgumentInit> args = TemplateArgs.evaluate(instantiated.record(), ref.args(), exprs);
      new MulticlassExpansion(keeper, bindings(instantiated, args, name, ref.loc()), enclosing == null)
          .expand(instantiated.entries(), made);
      next++;
    } while (next < parents.size() && keeper.findClass(parents.get(next).name()) == null);
    for (ClassRef ref : parents.subList(next, parents.size())) {
      Record superClass = builder.findClass(ref);
      List<ArgumentInit> args = TemplateArgs.evaluate(superClass, ref.args(), exprs);
      forEachDef(made, def -> builder.addSuperClass(def, superClass, args, ref.loc()));
    }
    forEachDef(made, builder::applyLets);
    return made;
  }

  private MultiClass find(ClassRef ref) {
    MultiClass found = byName.get(ref.name());
    if (found == null) {
      throw new TdException(ref.loc(), "Couldn't find multiclass '" + ref.name() + "'");
    }
    return found;
  }

  /** {@return the substitutions of one instantiation: {@code NAME}, then every template argument} */
  private static List<MulticlassExpansion.Binding> bindings(MultiClass instantiated, List<ArgumentInit> args,
      Init name, SourceLoc loc) {
    List<MulticlassExpansion.Binding> bindings = new ArrayList<>();
    bindings.add(new MulticlassExpansion.Binding(instantiated.implicitName().name(), name));
    TemplateArgs.bind(instantiated.record(), args, loc,
        (arg, value) -> bindings.add(new MulticlassExpansion.Binding(arg, value)));
    return bindings;
  }

  /** Applies {@code action} to every def among {@code made}, in loops too. */
  private static void forEachDef(List<MulticlassEntry> made, Consumer<Record> action) {
    for (MulticlassEntry entry : made) {
      if (entry instanceof MulticlassEntry.Def def) {
        action.accept(def.prototype());
      } else if (entry instanceof MulticlassEntry.Loop loop) {
        forEachDef(loop.entries(), action);
      }
    }
  }
}
