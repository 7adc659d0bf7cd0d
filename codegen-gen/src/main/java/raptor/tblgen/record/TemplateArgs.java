package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import raptor.tblgen.ast.Arg;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/** Evaluates and checks the template argument values given to a class or multiclass, as TableGen does. */
final class TemplateArgs {

  private TemplateArgs() {
  }

  /**
   * Evaluates the values given to {@code templateClass}, each with its argument's type, checking their
   * number, order and types.
   */
  static List<ArgumentInit> evaluate(Record templateClass, List<Arg> args, ExprEvaluator exprs) {
    List<String> names = templateClass.templateArgs();
    List<ArgumentInit> values = new ArrayList<>(args.size());
    boolean sawNamed = false;
    for (int i = 0; i < args.size(); i++) {
      Arg arg = args.get(i);
      if (i >= names.size()) {
        throw new TdException(arg.loc(), "Too many template arguments: " + (i + 1));
      }
      if (arg.name().isPresent()) {
        values.add(named(templateClass, arg, exprs));
        sawNamed = true;
        continue;
      }
      if (sawNamed) {
        throw new TdException(arg.loc(), "Positional argument should be put before named argument");
      }
      RecordVal declared = templateClass.value(names.get(i));
      values.add(new ArgumentInit(checked(declared, arg, exprs), i, Optional.empty()));
    }
    return values;
  }

  /**
   * Binds every template argument of {@code templateClass}: the given values, then the defaults of the
   * others, failing if one has neither.
   *
   * @param loc  where the class is referenced, for errors
   * @param bind receives each qualified argument name and its value
   */
  static void bind(Record templateClass, List<ArgumentInit> values, SourceLoc loc, BiConsumer<String, Init> bind) {
    List<String> unbound = new ArrayList<>(templateClass.templateArgs());
    for (ArgumentInit value : values) {
      String name = value.boundName(templateClass);
      if (!unbound.remove(name)) {
        throw new TdException(loc, "We can only specify the template argument '" + name + "' once");
      }
      bind.accept(name, value.value());
    }
    for (String name : unbound) {
      Init defaultValue = templateClass.value(name).value();
      if (!defaultValue.isComplete()) {
        throw new TdException(loc, "value not specified for template argument '" + name + "'");
      }
      bind.accept(name, defaultValue);
    }
  }

  private static ArgumentInit named(Record templateClass, Arg arg, ExprEvaluator exprs) {
    String name = templateClass.qualify(arg.name().orElseThrow());
    RecordVal declared = templateClass.value(name);
    if (declared == null || declared.kind() != RecordVal.Kind.TEMPLATE_ARG) {
      throw new TdException(arg.loc(), "Argument \"" + arg.name().orElseThrow() + "\" doesn't exist");
    }
    Init value = checked(declared, arg, exprs);
    if (value instanceof UnsetInit) {
      throw new TdException(arg.value().loc(),
          "The value of named argument should be initialized, but we got '?'");
    }
    return new ArgumentInit(value, templateClass.templateArgs().indexOf(name), Optional.of(name));
  }

  private static Init checked(RecordVal declared, Arg arg, ExprEvaluator exprs) {
    Init value = exprs.evaluate(arg.value(), declared.type());
    if (!(value instanceof TypedInit typed)) {
      return value;
    }
    Init cast = Casts.castTo(typed, declared.type());
    if (cast == null) {
      throw new TdException(arg.value().loc(), "Value specified for template argument '" + declared.name()
          + "' is of type " + typed.type().spelling() + "; expected type " + declared.type().spelling()
          + ": " + typed.asString());
    }
    return cast;
  }
}
