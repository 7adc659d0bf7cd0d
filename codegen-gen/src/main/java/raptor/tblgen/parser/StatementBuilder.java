package raptor.tblgen.parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import raptor.tblgen.ast.AssertStmt;
import raptor.tblgen.ast.BodyItem;
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
import raptor.tblgen.ast.FieldItem;
import raptor.tblgen.ast.IncludeStmt;
import raptor.tblgen.ast.LetBinding;
import raptor.tblgen.ast.LetItem;
import raptor.tblgen.ast.LetStmt;
import raptor.tblgen.ast.MulticlassStmt;
import raptor.tblgen.ast.ObjectBody;
import raptor.tblgen.ast.Statement;
import raptor.tblgen.ast.TemplateArgDecl;
import raptor.tblgen.diag.TdException;

/**
 * Converts {@code statement} parse trees (and the bodies inside them) into {@link Statement}s, rejecting the
 * statements TableGen does not allow where they are (a class in a multiclass, a multiclass in a loop) with
 * its messages.
 */
final class StatementBuilder extends TableGenBaseVisitor<Statement> {

  private static final String MULTICLASS_BODY =
      "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body";

  private final Locations locations;
  private final Literals literals;
  private final TypeBuilder types;
  private final ExprBuilder exprs;
  /** Whether the statements being converted are in a multiclass body. */
  private boolean inMulticlass;
  /** How many {@code foreach} and {@code if} statements enclose the statements being converted. */
  private int loopDepth;

  StatementBuilder(Locations locations, Literals literals) {
    this.locations = locations;
    this.literals = literals;
    this.types = new TypeBuilder(locations, literals);
    this.exprs = new ExprBuilder(locations, literals, types);
  }

  /** Converts a list of statements in order. */
  List<Statement> statements(List<TableGenParser.StatementContext> contexts) {
    List<Statement> statements = new ArrayList<>(contexts.size());
    for (TableGenParser.StatementContext statement : contexts) {
      statements.add(visit(statement));
    }
    return statements;
  }

  @Override
  public Statement visitIncludeStmt(TableGenParser.IncludeStmtContext ctx) {
    return new IncludeStmt(locations.at(ctx.STRING().getSymbol()), literals.string(ctx.STRING().getSymbol()));
  }

  @Override
  public Statement visitClassStmt(TableGenParser.ClassStmtContext ctx) {
    rejectInMulticlass(ctx, "class");
    return new ClassStmt(locations.at(ctx.name), ctx.name.getText(), templateArgs(ctx.templateArgs()),
        objectBody(ctx.objectBody()));
  }

  private List<TemplateArgDecl> templateArgs(TableGenParser.TemplateArgsContext ctx) {
    List<TemplateArgDecl> args = new ArrayList<>();
    if (ctx != null) {
      for (TableGenParser.TemplateArgContext arg : ctx.templateArg()) {
        args.add(new TemplateArgDecl(locations.at(arg.identifier()), types.visit(arg.type()),
            arg.identifier().getText(), Optional.ofNullable(arg.value()).map(exprs::visit)));
      }
    }
    return args;
  }

  @Override
  public Statement visitMulticlassStmt(TableGenParser.MulticlassStmtContext ctx) {
    if (loopDepth > 0) {
      throw new TdException(locations.at(ctx), "multiclass is not allowed inside foreach loop");
    }
    rejectInMulticlass(ctx, "multiclass");
    if (ctx.LBRACE() == null && ctx.classRef().isEmpty()) {
      throw new TdException(locations.at(ctx.SEMI().getSymbol()), "expected '{' in multiclass definition");
    }
    if (ctx.LBRACE() != null && ctx.statement().isEmpty()) {
      throw new TdException(locations.at(ctx.close), "multiclass must contain at least one def");
    }
    for (TableGenParser.StatementContext statement : ctx.statement()) {
      if (statement.classStmt() != null || statement.multiclassStmt() != null || statement.defsetStmt() != null
          || statement.deftypeStmt() != null) {
        throw new TdException(locations.at(statement), MULTICLASS_BODY);
      }
    }
    inMulticlass = true;
    List<Statement> body;
    try {
      body = statements(ctx.statement());
    } finally {
      inMulticlass = false;
    }
    if (ctx.trailing != null) {
      throw new TdException(locations.at(ctx.trailing), "A multiclass body should not end with a semicolon");
    }
    return new MulticlassStmt(locations.at(ctx.name), ctx.name.getText(), templateArgs(ctx.templateArgs()),
        classRefs(ctx.classRef()), body);
  }

  @Override
  public Statement visitDefmStmt(TableGenParser.DefmStmtContext ctx) {
    return new DefmStmt(locations.at(ctx), Optional.ofNullable(ctx.name).map(exprs::visit),
        classRefs(ctx.classRef()));
  }

  private void rejectInMulticlass(ParserRuleContext ctx, String keyword) {
    if (inMulticlass) {
      throw new TdException(locations.at(ctx), keyword + " is not allowed inside multiclass");
    }
  }

  @Override
  public Statement visitDefStmt(TableGenParser.DefStmtContext ctx) {
    if (ctx.name == null) {
      return new DefStmt(locations.at(ctx), Optional.empty(), objectBody(ctx.objectBody()));
    }
    return new DefStmt(locations.at(ctx.name), Optional.of(exprs.visit(ctx.name)), objectBody(ctx.objectBody()));
  }

  @Override
  public Statement visitLetStmt(TableGenParser.LetStmtContext ctx) {
    List<LetBinding> bindings = new ArrayList<>();
    for (TableGenParser.LetBindingContext binding : ctx.letBinding()) {
      bindings.add(new LetBinding(locations.at(binding), binding.identifier().getText(),
          exprs.visit(binding.value())));
    }
    return new LetStmt(locations.at(ctx), bindings, statements(ctx.statement()));
  }

  @Override
  public Statement visitDefvarStmt(TableGenParser.DefvarStmtContext ctx) {
    return defvar(ctx);
  }

  @Override
  public Statement visitDeftypeStmt(TableGenParser.DeftypeStmtContext ctx) {
    return new DeftypeStmt(locations.at(ctx.identifier()), ctx.identifier().getText(), types.visit(ctx.type()));
  }

  @Override
  public Statement visitForeachStmt(TableGenParser.ForeachStmtContext ctx) {
    return new ForeachStmt(locations.at(ctx.identifier()), ctx.identifier().getText(),
        exprs.iterable(ctx.foreachIterable()), loopBlock(ctx.statementBlock()));
  }

  @Override
  public Statement visitIfStmt(TableGenParser.IfStmtContext ctx) {
    List<Statement> elseStatements = ctx.elseBlock == null ? List.of() : loopBlock(ctx.elseBlock);
    return new IfStmt(locations.at(ctx.condition), exprs.visit(ctx.condition), loopBlock(ctx.thenBlock),
        elseStatements);
  }

  /** The statements of a {@code foreach} or {@code if}, which TableGen parses as a loop body. */
  private List<Statement> loopBlock(TableGenParser.StatementBlockContext ctx) {
    loopDepth++;
    try {
      return block(ctx);
    } finally {
      loopDepth--;
    }
  }

  @Override
  public Statement visitDefsetStmt(TableGenParser.DefsetStmtContext ctx) {
    rejectInMulticlass(ctx, "defset");
    return new DefsetStmt(locations.at(ctx.identifier()), types.visit(ctx.type()), ctx.identifier().getText(),
        statements(ctx.statement()));
  }

  @Override
  public Statement visitDumpStmt(TableGenParser.DumpStmtContext ctx) {
    return dump(ctx);
  }

  private DumpStmt dump(TableGenParser.DumpStmtContext ctx) {
    return new DumpStmt(locations.at(ctx), exprs.visit(ctx.value()));
  }

  private List<Statement> block(TableGenParser.StatementBlockContext ctx) {
    return ctx.LBRACE() != null ? statements(ctx.statement()) : List.of(visit(ctx.statement(0)));
  }

  @Override
  public Statement visitAssertStmt(TableGenParser.AssertStmtContext ctx) {
    return assertion(ctx);
  }

  private AssertStmt assertion(TableGenParser.AssertStmtContext ctx) {
    return new AssertStmt(locations.at(ctx.condition), exprs.visit(ctx.condition), exprs.visit(ctx.message));
  }

  private DefvarStmt defvar(TableGenParser.DefvarStmtContext ctx) {
    return new DefvarStmt(locations.at(ctx.identifier()), ctx.identifier().getText(), exprs.visit(ctx.value()));
  }

  private List<ClassRef> classRefs(List<TableGenParser.ClassRefContext> contexts) {
    List<ClassRef> parents = new ArrayList<>(contexts.size());
    for (TableGenParser.ClassRefContext parent : contexts) {
      parents.add(new ClassRef(locations.at(parent), parent.identifier().getText(), exprs.args(parent.argList())));
    }
    return parents;
  }

  private ObjectBody objectBody(TableGenParser.ObjectBodyContext ctx) {
    List<ClassRef> parents = classRefs(ctx.classRef());
    List<BodyItem> items = new ArrayList<>();
    for (TableGenParser.BodyItemContext item : ctx.body().bodyItem()) {
      items.add(bodyItem(item));
    }
    return new ObjectBody(parents, items);
  }

  private BodyItem bodyItem(TableGenParser.BodyItemContext ctx) {
    if (ctx instanceof TableGenParser.FieldItemContext field) {
      return new FieldItem(locations.at(field.identifier()), field.FIELD() != null, types.visit(field.type()),
          field.identifier().getText(), Optional.ofNullable(field.value()).map(exprs::visit));
    }
    if (ctx instanceof TableGenParser.LetItemContext let) {
      return new LetItem(locations.at(let.identifier()), let.identifier().getText(), exprs.visit(let.value()));
    }
    if (ctx instanceof TableGenParser.DumpItemContext dumpItem) {
      return dump(dumpItem.dumpStmt());
    }
    if (ctx instanceof TableGenParser.AssertItemContext assertItem) {
      return assertion(assertItem.assertStmt());
    }
    return defvar(((TableGenParser.DefvarItemContext) ctx).defvarStmt());
  }
}
