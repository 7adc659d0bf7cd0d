package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ast.AssertStmt;
import raptor.tblgen.ast.BodyItem;
import raptor.tblgen.ast.ClassRef;
import raptor.tblgen.ast.DefvarStmt;
import raptor.tblgen.ast.DumpStmt;
import raptor.tblgen.ast.FieldItem;
import raptor.tblgen.ast.LetItem;
import raptor.tblgen.ast.ObjectBody;
import raptor.tblgen.ast.TemplateArgDecl;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Fills a record in TableGen's order: the fields of each superclass in inheritance order (with that
 * superclass's template arguments and {@code NAME} substituted), then the enclosing {@code let ... in}
 * bindings from the outermost in, then its body in source order.
 */
final class RecordBuilder {

  /** A {@code let} binding already evaluated, waiting to be applied to the records it encloses. */
  record LetValue(SourceLoc loc, String name, Init value) {
  }

  private final RecordKeeper keeper;
  private final TypeResolver types;
  private final List<List<LetValue>> letStack = new ArrayList<>();

  RecordBuilder(RecordKeeper keeper, TypeResolver types) {
    this.keeper = keeper;
    this.types = types;
  }

  /** {@return an evaluator of expressions in {@code scope}, inside {@code record} if not null} */
  ExprEvaluator exprs(Scope scope, Record record) {
    return new ExprEvaluator(keeper, types, scope, record);
  }

  /** Opens a {@code let ... in} block whose bindings apply to the records made until {@link #popLets()}. */
  void pushLets(List<LetValue> lets) {
    letStack.add(lets);
  }

  /** Closes the innermost {@code let ... in} block. */
  void popLets() {
    letStack.remove(letStack.size() - 1);
  }

  /**
   * Declares a template argument of a class or multiclass and sets its default value.
   *
   * @param record the class or multiclass
   * @param arg    the declaration
   * @param scope  where the default value is evaluated
   * @return the argument as a variable
   */
  VarInit templateArg(Record record, TemplateArgDecl arg, Scope scope) {
    RecType type = types.resolve(arg.type());
    String name = record.qualify(arg.name());
    addValue(record, arg.loc(), new RecordVal(name, type, RecordVal.Kind.TEMPLATE_ARG, arg.loc()));
    VarInit variable = new VarInit(name, type);
    if (record.kind() == Record.Kind.MULTICLASS) {
      scope.define(arg.loc(), arg.name(), variable);
    }
    if (arg.defaultValue().isPresent()) {
      Record context = record.isClass() ? record : null;
      Init value = exprs(scope, context).evaluate(arg.defaultValue().get(), type);
      setValue(record, arg.defaultValue().get().loc(), name, value);
    }
    return variable;
  }

  /** Adds the superclasses, the enclosing {@code let} bindings and the body items to {@code record}. */
  void objectBody(Record record, Scope body, ObjectBody object) {
    for (ClassRef parent : object.parents()) {
      Record superClass = findClass(parent);
      addSuperClass(record, superClass, TemplateArgs.evaluate(superClass, parent.args(), exprs(body, record)),
          parent.loc());
    }
    applyLets(record);
    for (BodyItem item : object.items()) {
      bodyItem(record, body, item);
    }
  }

  /** {@return the class {@code ref} names} */
  Record findClass(ClassRef ref) {
    Record superClass = keeper.findClass(ref.name());
    if (superClass == null) {
      throw new TdException(ref.loc(), "Couldn't find class '" + ref.name() + "'");
    }
    return superClass;
  }

  /** Sets the values of the enclosing {@code let ... in} bindings, the outermost first. */
  void applyLets(Record record) {
    for (List<LetValue> level : letStack) {
      for (LetValue let : level) {
        setValue(record, let.loc(), let.name(), let.value());
      }
    }
  }

  /**
   * Copies a superclass's fields into {@code record} and substitutes its template arguments and its
   * {@code NAME}: the name of {@code record}, or the {@code NAME} of {@code record} if it is a class itself.
   */
  void addSuperClass(Record record, Record superClass, List<ArgumentInit> args, SourceLoc loc) {
    for (RecordVal value : superClass.values()) {
      if (value.kind() != RecordVal.Kind.TEMPLATE_ARG) {
        addValue(record, loc, value.copy());
      }
    }
    superClass.assertions().forEach(record::addAssertion);
    superClass.dumps().forEach(record::addDump);
    MapResolver arguments = new MapResolver(keeper);
    TemplateArgs.bind(superClass, args, loc, arguments::set);
    arguments.set(superClass.qualify("NAME"),
        record.isClass() ? new VarInit(record.qualify("NAME"), RecType.STRING) : record.nameInit());
    record.resolve(arguments);
    if (superClass == record || record.isSubClassOf(superClass)) {
      throw new TdException(loc, "Already subclass of '" + superClass.name() + "'!");
    }
    record.addDirectSuperClass(superClass);
  }

  private void bodyItem(Record record, Scope body, BodyItem item) {
    if (item instanceof FieldItem field) {
      RecType type = types.resolve(field.type());
      RecordVal.Kind kind = field.nonconcreteOk() ? RecordVal.Kind.NONCONCRETE_FIELD : RecordVal.Kind.FIELD;
      addValue(record, field.loc(), new RecordVal(field.name(), type, kind, field.loc()));
      if (field.value().isPresent()) {
        Init value = exprs(body, record).evaluate(field.value().get(), type);
        setValue(record, field.value().get().loc(), field.name(), value);
      }
    } else if (item instanceof LetItem let) {
      RecordVal target = record.value(let.name());
      if (target == null) {
        throw new TdException(let.loc(), "Value '" + let.name() + "' unknown!");
      }
      setValue(record, let.loc(), let.name(), exprs(body, record).evaluate(let.value(), target.type()));
    } else if (item instanceof DumpStmt dump) {
      record.addDump(new Record.Dump(dump.loc(), exprs(body, record).evaluate(dump.message(), RecType.STRING)));
    } else if (item instanceof AssertStmt assertion) {
      ExprEvaluator exprs = exprs(body, record);
      record.addAssertion(new Record.Assertion(assertion.loc(), exprs.evaluate(assertion.condition(), null),
          exprs.evaluate(assertion.message(), RecType.STRING)));
    } else {
      DefvarStmt defvar = (DefvarStmt) item;
      body.define(defvar.loc(), defvar.name(), exprs(body, record).evaluate(defvar.value(), null));
    }
  }

  /** Adds a value, or, if the record already has one of that name, assigns the new one's value to it. */
  private static void addValue(Record record, SourceLoc loc, RecordVal value) {
    RecordVal existing = record.value(value.name());
    if (existing == null) {
      record.addValue(value);
    } else if (!existing.set(value.value())) {
      throw new TdException(loc, "New definition of '" + value.name() + "' of type '"
          + value.type().spelling() + "' is incompatible with previous definition of type '"
          + existing.type().spelling() + "'");
    }
  }

  private static void setValue(Record record, SourceLoc loc, String name, Init value) {
    RecordVal target = record.value(name);
    if (target == null) {
      throw new TdException(loc, "Value '" + name + "' unknown!");
    }
    if (value instanceof VarInit variable && variable.name().equals(name)) {
      throw new TdException(loc, "Recursion / self-assignment forbidden");
    }
    if (!target.set(value)) {
      throw new TdException(loc, "Field '" + name + "' of type '" + target.type().spelling()
          + "' is incompatible with value '" + value.asString() + describeType(value));
    }
  }

  /** TableGen's description of a value's type in an assignment error, including its quoting quirks. */
  private static String describeType(Init value) {
    if (value instanceof BitsInit bits) {
      return "' of type bit initializer with length " + bits.bits().size();
    }
    return value instanceof TypedInit typed ? "' of type '" + typed.type().spelling() + "'" : "";
  }
}
