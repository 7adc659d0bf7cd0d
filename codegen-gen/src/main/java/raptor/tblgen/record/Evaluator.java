package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import raptor.tblgen.ast.AssertStmt;
import raptor.tblgen.ast.ClassRef;
import raptor.tblgen.ast.ClassStmt;
import raptor.tblgen.ast.DefStmt;
import raptor.tblgen.ast.DefmStmt;
import raptor.tblgen.ast.DefsetStmt;
import raptor.tblgen.ast.DeftypeStmt;
import raptor.tblgen.ast.DumpStmt;
import raptor.tblgen.ast.ForeachStmt;
import raptor.tblgen.ast.IfStmt;
import raptor.tblgen.ast.DefvarStmt;
import raptor.tblgen.ast.IncludeStmt;
import raptor.tblgen.ast.LetBinding;
import raptor.tblgen.ast.LetStmt;
import raptor.tblgen.ast.MulticlassStmt;
import raptor.tblgen.ast.Statement;
import raptor.tblgen.ast.TdFile;
import raptor.tblgen.ast.TemplateArgDecl;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Gives TableGen semantics to parsed files, statement by statement, filling a {@link RecordKeeper}.
 *
 * <p>A record gets its values from a {@link RecordBuilder}. A def is then resolved as a whole, so that a
 * field referring to another field sees that field's final value, and must be fully resolved.
 *
 * <p>A multiclass body is evaluated once, as TableGen parses it: its defs become prototypes whose names and
 * values still mention the template arguments and {@code NAME}, its {@code foreach} and {@code if}
 * statements loops kept for later, its assertions and dumps entries too. A {@code defm} instantiates those
 * entries by substitution ({@link MulticlassExpansion}).
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

  private static final int MAX_INCLUDE_DEPTH = 128;

  private final RecordKeeper keeper = new RecordKeeper();
  private final TypeResolver types = new TypeResolver(keeper);
  private final IncludeLoader includes;
  private final DumpSink dumps;
  private final RecordBuilder builder = new RecordBuilder(keeper, types);
  private final Multiclasses multiclasses = new Multiclasses(keeper, builder);
  /** The defs of each enclosing {@code defset}, innermost last. */
  private final List<List<Record>> defsets = new ArrayList<>();
  private final Scope global = Scope.global();
  private Scope scope = global;
  private int includeDepth;
  /** The multiclass whose body is being evaluated, or null at top level. */
  private MultiClass multiclass;
  /** Where the entries of the multiclass body go: its own list, or that of the innermost loop. */
  private List<MulticlassEntry> entries;

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
    } else if (statement instanceof MulticlassStmt multiclassStmt) {
      defineMulticlass(multiclassStmt);
    } else if (statement instanceof DefmStmt defm) {
      defm(defm);
    } else if (statement instanceof LetStmt let) {
      let(let);
    } else if (statement instanceof ForeachStmt foreach) {
      foreach(foreach);
    } else if (statement instanceof IfStmt ifStmt) {
      ifStatement(ifStmt);
    } else if (statement instanceof DefsetStmt defset) {
      defset(defset);
    } else if (statement instanceof DeftypeStmt deftype) {
      types.define(deftype);
    } else if (statement instanceof DumpStmt dump) {
      Record.Dump message = new Record.Dump(dump.loc(), exprs(scope).evaluate(dump.message(), RecType.STRING));
      if (multiclass != null) {
        entries.add(new MulticlassEntry.Dump(message));
      } else {
        dump(message.loc(), message.message());
      }
    } else if (statement instanceof AssertStmt assertion) {
      ExprEvaluator exprs = exprs(scope);
      Record.Assertion checked = new Record.Assertion(assertion.loc(), exprs.evaluate(assertion.condition(), null),
          exprs.evaluate(assertion.message(), RecType.STRING));
      if (multiclass != null) {
        entries.add(new MulticlassEntry.Assertion(checked));
      } else {
        check(checked);
      }
    } else {
      DefvarStmt defvar = (DefvarStmt) statement;
      scope.define(defvar.loc(), defvar.name(), exprs(scope).evaluate(defvar.value(), null));
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

  /**
   * Evaluates the statements once per element, each time in a new scope where the variable is the element;
   * in a multiclass body, once, with the variable unknown, into a loop entry.
   */
  private void foreach(ForeachStmt foreach) {
    Init list = exprs(scope).evaluate(foreach.iterable(), null);
    if (multiclass != null && list instanceof TypedInit typed && typed.type() instanceof RecType.ListOf listType) {
      VarInit variable = new VarInit(foreach.variable(), listType.element());
      loopEntry(foreach.loc(), Optional.of(variable), list, foreach.statements());
      return;
    }
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
    Init condition = exprs(scope).evaluate(ifStmt.condition(), null);
    if (multiclass != null) {
      ifEntries(ifStmt, condition);
      return;
    }
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

  /**
   * An {@code if} in a multiclass body: as in TableGen, each branch is a loop over a list of one element
   * when the condition selects it and of none otherwise.
   */
  private void ifEntries(IfStmt ifStmt, Init condition) {
    RecType bitList = new RecType.ListOf(RecType.BIT);
    ListInit once = new ListInit(List.of(new BitInit(true)), RecType.BIT);
    ListInit never = new ListInit(List.of(), RecType.BIT);
    loopEntry(ifStmt.loc(), Optional.empty(), new IfInit(condition, once, never, bitList).fold(),
        ifStmt.thenStatements());
    if (!ifStmt.elseStatements().isEmpty()) {
      loopEntry(ifStmt.loc(), Optional.empty(), new IfInit(condition, never, once, bitList).fold(),
          ifStmt.elseStatements());
    }
  }

  /** Evaluates the statements of a loop in a multiclass body once, in a new scope, into a loop entry. */
  private void loopEntry(SourceLoc loc, Optional<VarInit> variable, Init list, List<Statement> statements) {
    MulticlassEntry.Loop loop = new MulticlassEntry.Loop(loc, variable, list, new ArrayList<>());
    entries.add(loop);
    List<MulticlassEntry> outerEntries = entries;
    Scope outer = scope;
    entries = loop.entries();
    scope = scope.nested();
    try {
      variable.ifPresent(v -> scope.define(loc, v.name(), v));
      statements.forEach(this::statement);
    } finally {
      entries = outerEntries;
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
    List<RecordBuilder.LetValue> values = new ArrayList<>();
    for (LetBinding binding : let.bindings()) {
      values.add(new RecordBuilder.LetValue(binding.loc(), binding.name(),
          exprs(scope).evaluate(binding.value(), null)));
    }
    Scope outer = scope;
    builder.pushLets(values);
    scope = scope.nested();
    try {
      for (Statement statement : let.statements()) {
        statement(statement);
      }
    } finally {
      scope = outer;
      builder.popLets();
    }
  }

  private void defineClass(ClassStmt stmt) {
    if (types.isAlias(stmt.name())) {
      throw new TdException(stmt.loc(), "there is already a defined type alias '" + stmt.name() + "'");
    }
    Record record = keeper.findClass(stmt.name());
    if (record == null) {
      record = new Record(stmt.name(), Record.Kind.CLASS, stmt.loc());
      keeper.addClass(record);
    } else if (!record.isEmpty()) {
      throw new TdException(stmt.loc(), "Class '" + stmt.name() + "' already defined");
    }
    Scope body = scope.nested();
    for (TemplateArgDecl arg : stmt.templateArgs()) {
      builder.templateArg(record, arg, body);
    }
    builder.objectBody(record, body, stmt.body());
  }

  private void defineDef(DefStmt stmt) {
    if (multiclass != null) {
      defineMulticlassDef(stmt);
      return;
    }
    Record record = stmt.name().isEmpty() ? anonymousDef(stmt)
        : new Record(defName(stmt), Record.Kind.DEF, stmt.loc());
    builder.objectBody(record, scope.nested(), stmt.body());
    addDef(record);
  }

  private Record anonymousDef(DefStmt stmt) {
    return new Record(new AnonymousNameInit(keeper.newAnonymousName()), Record.Kind.ANONYMOUS_DEF, stmt.loc());
  }

  /** {@return a def's name: an identifier, or an expression such as {@code A # i} evaluated in name mode} */
  private String defName(DefStmt stmt) {
    Init name = exprs(scope).evaluateName(stmt.name().get());
    if (name instanceof StringInit text) {
      return text.value();
    }
    IntInit number = Casts.toInt(name);
    if (number == null) {
      throw new TdException(stmt.loc(), "could not resolve the def name '" + name.asString() + "'");
    }
    return number.asString();
  }

  /**
   * Resolves a complete def, checks its assertions, prints its dumps, checks that it is concrete and adds
   * it; an anonymous def whose name is taken (made again by a loop or multiclass) gets a fresh one.
   */
  private void addDef(Record record) {
    String newName = null;
    if (keeper.def(record.name()) != null) {
      if (record.kind() != Record.Kind.ANONYMOUS_DEF) {
        throw new TdException(record.loc(), "def already exists: " + record.name());
      }
      newName = keeper.newAnonymousName();
    }
    record.resolve(new RecordResolver(keeper, record, newName));
    if (!(record.nameInit() instanceof StringInit)) {
      throw new TdException(record.loc(), "record name '" + record.nameInit().asString()
          + "' could not be fully resolved");
    }
    record.assertions().forEach(Evaluator::check);
    for (Record.Dump dump : record.dumps()) {
      dump(dump.loc(), dump.message());
    }
    checkConcrete(record);
    keeper.addDef(record);
    defsets.forEach(defs -> defs.add(record));
  }

  /**
   * Defines a multiclass: its template arguments, the entries of its parent multiclasses (instantiated with
   * the given arguments and this multiclass's {@code NAME}), then the entries of its body.
   */
  private void defineMulticlass(MulticlassStmt stmt) {
    MultiClass defined = multiclasses.define(stmt.name(), stmt.loc());
    Scope outer = scope;
    scope = scope.nested();
    try {
      if (stmt.templateArgs().stream().noneMatch(arg -> arg.name().equals("NAME"))) {
        scope.define(stmt.loc(), "NAME", defined.implicitName());
      }
      for (TemplateArgDecl arg : stmt.templateArgs()) {
        builder.templateArg(defined.record(), arg, scope);
      }
      for (ClassRef parent : stmt.parents()) {
        multiclasses.inherit(defined, parent, scope);
      }
      multiclass = defined;
      entries = defined.entries();
      scope = scope.nested();
      stmt.statements().forEach(this::statement);
    } finally {
      multiclass = null;
      entries = null;
      scope = outer;
    }
  }

  /** A def in a multiclass body: a prototype whose name is prefixed with {@code NAME} unless it uses it. */
  private void defineMulticlassDef(DefStmt stmt) {
    Record record = stmt.name().isEmpty() ? anonymousDef(stmt) : new Record(
        multiclass.withImplicitName(exprs(scope).evaluateName(stmt.name().get()), keeper), Record.Kind.DEF,
        stmt.loc());
    builder.objectBody(record, scope.nested(), stmt.body());
    entries.add(new MulticlassEntry.Def(record));
  }

  /**
   * {@code defm}: adds the defs it makes and checks its assertions and prints its dumps; in a multiclass
   * body, keeps them all as entries of the multiclass.
   */
  private void defm(DefmStmt stmt) {
    for (MulticlassEntry entry : multiclasses.defm(stmt, scope, multiclass)) {
      if (multiclass != null) {
        entries.add(entry);
      } else if (entry instanceof MulticlassEntry.Def def) {
        addDef(def.prototype());
      } else if (entry instanceof MulticlassEntry.Assertion assertion) {
        check(assertion.assertion());
      } else if (entry instanceof MulticlassEntry.Dump dump) {
        dump(dump.dump().loc(), dump.dump().message());
      }
    }
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

  private ExprEvaluator exprs(Scope context) {
    return builder.exprs(context, null);
  }
}
