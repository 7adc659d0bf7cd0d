package raptor.tblgen.parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
import raptor.tblgen.ast.TemplateArgDecl;

/** Converts {@code statement} parse trees (and the bodies inside them) into {@link Statement}s. */
final class StatementBuilder extends TableGenBaseVisitor<Statement> {

  private final Locations locations;
  private final Literals literals;
  private final TypeBuilder types;
  private final ExprBuilder exprs;

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
    List<TemplateArgDecl> args = new ArrayList<>();
    if (ctx.templateArgs() != null) {
      for (TableGenParser.TemplateArgContext arg : ctx.templateArgs().templateArg()) {
        args.add(new TemplateArgDecl(locations.at(arg.identifier()), types.visit(arg.type()),
            arg.identifier().getText(), Optional.ofNullable(arg.value()).map(exprs::visit)));
      }
    }
    return new ClassStmt(locations.at(ctx.name), ctx.name.getText(), args, objectBody(ctx.objectBody()));
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
  public Statement visitForeachStmt(TableGenParser.ForeachStmtContext ctx) {
    return new ForeachStmt(locations.at(ctx.identifier()), ctx.identifier().getText(),
        exprs.iterable(ctx.foreachIterable()), block(ctx.statementBlock()));
  }

  @Override
  public Statement visitIfStmt(TableGenParser.IfStmtContext ctx) {
    List<Statement> elseStatements = ctx.elseBlock == null ? List.of() : block(ctx.elseBlock);
    return new IfStmt(locations.at(ctx.condition), exprs.visit(ctx.condition), block(ctx.thenBlock),
        elseStatements);
  }

  @Override
  public Statement visitDefsetStmt(TableGenParser.DefsetStmtContext ctx) {
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

  private ObjectBody objectBody(TableGenParser.ObjectBodyContext ctx) {
    List<ClassRef> parents = new ArrayList<>();
    for (TableGenParser.ClassRefContext parent : ctx.classRef()) {
      parents.add(new ClassRef(locations.at(parent), parent.identifier().getText(), exprs.args(parent.argList())));
    }
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
