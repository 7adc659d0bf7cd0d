package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ast.AssertStmt;
import raptor.tblgen.ast.BodyItem;
import raptor.tblgen.ast.ClassRef;
import raptor.tblgen.ast.ClassStmt;
import raptor.tblgen.ast.DefStmt;
import raptor.tblgen.ast.DefsetStmt;
import raptor.tblgen.ast.DumpStmt;
import raptor.tblgen.ast.ForeachStmt;
import raptor.tblgen.ast.IfStmt;
import raptor.tblgen.ast.DefvarStmt;
import raptor.tblgen.ast.FieldItem;
import raptor.tblgen.ast.IncludeStmt;
import raptor.tblgen.ast.LetBinding;
import raptor.tblgen.ast.LetItem;
import raptor.tblgen.ast.LetStmt;
import raptor.tblgen.ast.ObjectBody;
import raptor.tblgen.ast.Statement;
import raptor.tblgen.ast.TdFile;
import raptor.tblgen.ast.TemplateArgDecl;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Gives TableGen semantics to parsed files, statement by statement, filling a {@link RecordKeeper}.
 *
 * <p>A record gets its values in TableGen's order: the fields of each superclass in inheritance order (with
 * that superclass's template arguments substituted), then the enclosing {@code let ... in} bindings from
 * the outermost in, then its body in source order. A def is then resolved as a whole, so that a field
 * referring to another field sees that field's final value, and must be fully resolved.
 */
public final class Evaluator {

  /** Loads the file named by an {@code include} statement. */
  @FunctionalInterface
  public interface IncludeLoader {

    /**
     * Finds, reads and parses an included file.
     *
     * @param include the statement
     * @return the parsed file
     * @throws TdException if the file cannot be found or parsed
     */
    TdFile load(IncludeStmt include);
  }

  /** Receives the message of a {@code dump} statement. */
  @FunctionalInterface
  public interface DumpSink {

    /**
     * Takes a note.
     *
     * @param loc     where the {@code dump} is
     * @param message the message
     */
    void note(SourceLoc loc, String message);
  }

  /** A {@code let} binding already evaluated, waiting to be applied to the records it encloses. */
  private record LetValue(SourceLoc loc, String name, Init value) {
  }

  private static final int MAX_INCLUDE_DEPTH = 128;

  private final RecordKeeper keeper = new RecordKeeper();
  private final TypeResolver types = new TypeResolver(keeper);
  private final IncludeLoader includes;
  private final DumpSink dumps;
  private final List<List<LetValue>> letStack = new ArrayList<>();
  /** The defs of each enclosing {@code defset}, innermost last. */
  private final List<List<Record>> defsets = new ArrayList<>();
  private final Scope global = Scope.global();
  private Scope scope = global;
  private int includeDepth;

  /**
   * Creates an evaluator with no records.
   *
   * @param includes how to load included files
   * @param dumps    where the messages of {@code dump} statements go
   */
  public Evaluator(IncludeLoader includes, DumpSink dumps) {
    this.includes = includes;
    this.dumps = dumps;
  }

  /** {@return the records defined so far} */
  public RecordKeeper keeper() {
    return keeper;
  }

  /**
   * Evaluates the statements of a file, and of the files it includes, in order.
   *
   * @param file the parsed file
   * @throws TdException at the first error
   */
  public void evaluate(TdFile file) {
    for (Statement statement : file.statements()) {
      statement(statement);
    }
  }

  private void statement(Statement statement) {
    try {
      evaluateStatement(statement);
    } catch (ValueLimits.ExceededException | FoldException e) {
      throw new TdException(statement.loc(), e.getMessage());
    }
  }

  private void evaluateStatement(Statement statement) {
    if (statement instanceof IncludeStmt include) {
      include(include);
    } else if (statement instanceof ClassStmt classStmt) {
      defineClass(classStmt);
    } else if (statement instanceof DefStmt def) {
      defineDef(def);
    } else if (statement instanceof LetStmt let) {
      let(let);
    } else if (statement instanceof ForeachStmt foreach) {
      foreach(foreach);
    } else if (statement instanceof IfStmt ifStmt) {
      ifStatement(ifStmt);
    } else if (statement instanceof DefsetStmt defset) {
      defset(defset);
    } else if (statement instanceof DumpStmt dump) {
      dump(dump.loc(), exprs(scope, null).evaluate(dump.message(), RecType.STRING));
    } else if (statement instanceof AssertStmt assertion) {
      ExprEvaluator exprs = exprs(scope, null);
      check(new Record.Assertion(assertion.loc(), exprs.evaluate(assertion.condition(), null),
          exprs.evaluate(assertion.message(), RecType.STRING)));
    } else {
      DefvarStmt defvar = (DefvarStmt) statement;
      scope.define(defvar.loc(), defvar.name(), exprs(scope, null).evaluate(defvar.value(), null));
    }
  }

  private void include(IncludeStmt include) {
    if (includeDepth >= MAX_INCLUDE_DEPTH) {
      throw new TdException(include.loc(), "includes nested too deeply (is there an include cycle?)");
    }
    includeDepth++;
    try {
      evaluate(includes.load(include));
    } finally {
      includeDepth--;
    }
  }

  /** Evaluates the statements once per element, each time in a new scope where the variable is the element. */
  private void foreach(ForeachStmt foreach) {
    Init list = exprs(scope, null).evaluate(foreach.iterable(), null);
    if (!(list instanceof ListInit elements)) {
      throw new TdException(foreach.iterable().loc(), "Expected a list, got '" + list.asString() + "'");
    }
    for (Init element : elements.elements()) {
      Scope outer = scope;
      scope = scope.nested();
      scope.define(foreach.loc(), foreach.variable(), element);
      try {
        foreach.statements().forEach(this::statement);
      } finally {
        scope = outer;
      }
    }
  }

  private void ifStatement(IfStmt ifStmt) {
    Init condition = exprs(scope, null).evaluate(ifStmt.condition(), null);
    IntInit value = Casts.toInt(condition);
    if (value == null) {
      throw new TdException(ifStmt.loc(), "if condition must be a known bit or int, got '" + condition.asString()
          + "'");
    }
    Scope outer = scope;
    scope = scope.nested();
    try {
      (value.value() != 0 ? ifStmt.thenStatements() : ifStmt.elseStatements()).forEach(this::statement);
    } finally {
      scope = outer;
    }
  }

  /** Evaluates the statements, then defines the global list of the defs they made. */
  private void defset(DefsetStmt defset) {
    RecType type = types.resolve(defset.type());
    if (!(type instanceof RecType.ListOf list)) {
      throw new TdException(defset.loc(), "expected list type for defset, got '" + type.spelling() + "'");
    }
    if (global.own(defset.name()) != null || keeper.def(defset.name()) != null) {
      throw new TdException(defset.loc(), "def or global variable of this name already exists");
    }
    List<Record> defs = new ArrayList<>();
    defsets.add(defs);
    Scope outer = scope;
    scope = scope.nested();
    try {
      defset.statements().forEach(this::statement);
    } finally {
      scope = outer;
      defsets.remove(defsets.size() - 1);
    }
    List<Init> elements = new ArrayList<>(defs.size());
    for (Record def : defs) {
      DefInit value = new DefInit(def);
      if (!Types.isA(value.type(), list.element())) {
        throw new TdException(def.loc(), "adding record of incompatible type '" + value.type().spelling()
            + "' to defset");
      }
      elements.add(value);
    }
    global.define(defset.loc(), defset.name(), new ListInit(elements, list.element()));
  }

  private void dump(SourceLoc loc, Init message) {
    if (!(message instanceof StringInit text)) {
      throw new TdException(loc, "dump value is not of type string");
    }
    dumps.note(loc, text.value());
  }

  private void let(LetStmt let) {
    List<LetValue> values = new ArrayList<>();
    for (LetBinding binding : let.bindings()) {
      values.add(new LetValue(binding.loc(), binding.name(), exprs(scope, null).evaluate(binding.value(), null)));
    }
    Scope outer = scope;
    letStack.add(values);
    scope = scope.nested();
    try {
      for (Statement statement : let.statements()) {
        statement(statement);
      }
    } finally {
      scope = outer;
      letStack.remove(letStack.size() - 1);
    }
  }

  private void defineClass(ClassStmt stmt) {
    Record record = keeper.findClass(stmt.name());
    if (record == null) {
      record = new Record(stmt.name(), Record.Kind.CLASS, stmt.loc());
      keeper.addClass(record);
    } else if (!record.isEmpty()) {
      throw new TdException(stmt.loc(), "Class '" + stmt.name() + "' already defined");
    }
    Scope body = scope.nested();
    for (TemplateArgDecl arg : stmt.templateArgs()) {
      RecType type = types.resolve(arg.type());
      String name = stmt.name() + ":" + arg.name();
      addValue(record, arg.loc(), new RecordVal(name, type, RecordVal.Kind.TEMPLATE_ARG, arg.loc()));
      if (arg.defaultValue().isPresent()) {
        Init value = exprs(body, record).evaluate(arg.defaultValue().get(), type);
        setValue(record, arg.defaultValue().get().loc(), name, value);
      }
    }
    objectBody(record, body, stmt.body());
  }

  private void defineDef(DefStmt stmt) {
    boolean anonymous = stmt.name().isEmpty();
    String name = anonymous ? keeper.newAnonymousName() : defName(stmt);
    Record record = new Record(name, anonymous ? Record.Kind.ANONYMOUS_DEF : Record.Kind.DEF, stmt.loc());
    objectBody(record, scope.nested(), stmt.body());
    if (keeper.def(name) != null) {
      throw new TdException(stmt.loc(), "def already exists: " + name);
    }
    record.resolve(new RecordResolver(keeper, record));
    record.assertions().forEach(Evaluator::check);
    for (Record.Dump dump : record.dumps()) {
      dump(dump.loc(), dump.message());
    }
    checkConcrete(record);
    keeper.addDef(record);
    defsets.forEach(defs -> defs.add(record));
  }

  /** {@return a def's name: an identifier, or an expression such as {@code A # i} evaluated in name mode} */
  private String defName(DefStmt stmt) {
    Init name = exprs(scope, null).evaluateName(stmt.name().get());
    if (name instanceof StringInit text) {
      return text.value();
    }
    IntInit number = Casts.toInt(name);
    if (number == null) {
      throw new TdException(stmt.loc(), "could not resolve the def name '" + name.asString() + "'");
    }
    return number.asString();
  }

  private void objectBody(Record record, Scope body, ObjectBody object) {
    for (ClassRef parent : object.parents()) {
      addSuperClass(record, body, parent);
    }
    for (List<LetValue> level : letStack) {
      for (LetValue let : level) {
        setValue(record, let.loc(), let.name(), let.value());
      }
    }
    for (BodyItem item : object.items()) {
      bodyItem(record, body, item);
    }
  }

  /** Copies a superclass's fields into {@code record} and substitutes its template arguments. */
  private void addSuperClass(Record record, Scope body, ClassRef ref) {
    Record superClass = keeper.findClass(ref.name());
    if (superClass == null) {
      throw new TdException(ref.loc(), "Couldn't find class '" + ref.name() + "'");
    }
    List<ArgumentInit> args = TemplateArgs.evaluate(superClass, ref.args(), exprs(body, record));
    for (RecordVal value : superClass.values()) {
      if (value.kind() != RecordVal.Kind.TEMPLATE_ARG) {
        addValue(record, ref.loc(), value.copy());
      }
    }
    superClass.assertions().forEach(record::addAssertion);
    superClass.dumps().forEach(record::addDump);
    MapResolver arguments = new MapResolver(keeper);
    TemplateArgs.bind(superClass, args, ref.loc(), arguments::set);
    record.resolve(arguments);
    if (superClass == record || record.isSubClassOf(superClass)) {
      throw new TdException(ref.loc(), "Already subclass of '" + superClass.name() + "'!");
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

  /** Fails with TableGen's message unless the condition is known and true. */
  private static void check(Record.Assertion assertion) {
    IntInit condition = Casts.toInt(assertion.condition());
    if (condition == null) {
      throw new TdException(assertion.loc(), "assert condition must of type bit, bits, or int.");
    }
    if (condition.value() == 0) {
      String message = assertion.message() instanceof StringInit s ? s.value() : "(assert message is not a string)";
      throw new TdException(assertion.loc(), "assertion failed: " + message);
    }
  }

  private static void checkConcrete(Record def) {
    for (RecordVal value : def.values()) {
      boolean exempt = value.kind() == RecordVal.Kind.NONCONCRETE_FIELD || value.value() instanceof BitsInit;
      if (!exempt && !value.value().isConcrete()) {
        throw new TdException(def.loc(), "Initializer of '" + value.name() + "' in '" + def.name()
            + "' could not be fully resolved: " + value.value().asString());
      }
    }
  }

  private ExprEvaluator exprs(Scope context, Record record) {
    return new ExprEvaluator(keeper, types, context, record);
  }
}
