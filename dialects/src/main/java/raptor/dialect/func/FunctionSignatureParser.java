package raptor.dialect.func;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.Type;
import raptor.ir.text.AsmParser;

/**
 * Parses a function signature {@code (%a: T {attrs}, ...) -> (R {attrs}, ...)} as MLIR's
 * {@code function_interface_impl::parseFunctionSignatureWithArguments} does, with the same
 * messages and locations: either every argument is named or none is.
 */
final class FunctionSignatureParser {
  private final AsmParser parser;
  private final List<AsmParser.Argument> arguments = new ArrayList<>();
  private final List<Type> inputs = new ArrayList<>();
  private final List<Attribute> argAttrs = new ArrayList<>();
  private final List<Type> results = new ArrayList<>();
  private final List<Attribute> resAttrs = new ArrayList<>();

  FunctionSignatureParser(AsmParser parser) {
    this.parser = parser;
  }

  /** Parses the argument list and, after an optional {@code ->}, the result list. */
  void parse() {
    parser.parseToken("(");
    if (!parser.parseOptionalToken(")")) {
      do {
        parseArgument();
      } while (parser.parseOptionalToken(","));
      parser.parseToken(")");
    }
    if (parser.parseOptionalToken("->")) {
      parseResults();
    }
  }

  private void parseArgument() {
    boolean previousNamed = !arguments.isEmpty();
    boolean first = inputs.isEmpty();
    if (parser.atOperand()) {
      AsmParser.Argument argument = parser.parseArgument(true);
      if (!first && !previousNamed) {
        throw parser.errorAt(argument.offset(), "expected type instead of SSA identifier");
      }
      arguments.add(argument);
      inputs.add(argument.type());
      argAttrs.add(argument.attributes());
      return;
    }
    if (previousNamed) {
      throw parser.error("expected SSA identifier");
    }
    inputs.add(parser.parseType());
    argAttrs.add(parseOptionalDict());
    parser.attributes().parseOptionalTrailingLocation();
  }

  private void parseResults() {
    if (!parser.parseOptionalToken("(")) {
      results.add(parser.parseType());
      resAttrs.add(DictionaryAttr.EMPTY);
      return;
    }
    if (parser.parseOptionalToken(")")) {
      return;
    }
    do {
      results.add(parser.parseType());
      resAttrs.add(parseOptionalDict());
    } while (parser.parseOptionalToken(","));
    parser.parseToken(")");
  }

  private DictionaryAttr parseOptionalDict() {
    return parser.atToken("{") ? parser.attributes().parseAttributeDictionary()
        : DictionaryAttr.EMPTY;
  }

  /** {@return the arguments as written with names, empty for a declaration's type list} */
  List<AsmParser.Argument> namedArguments() {
    return arguments;
  }

  /** {@return the function type the signature spells} */
  FunctionType type() {
    return new FunctionType(inputs, results);
  }

  /** {@return the argument attribute dictionaries, or {@code null} when all are empty} */
  ArrayAttr argAttrs() {
    return arrayUnlessEmpty(argAttrs);
  }

  /** {@return the result attribute dictionaries, or {@code null} when all are empty} */
  ArrayAttr resAttrs() {
    return arrayUnlessEmpty(resAttrs);
  }

  private static ArrayAttr arrayUnlessEmpty(List<Attribute> dicts) {
    for (Attribute dict : dicts) {
      if (!((DictionaryAttr) dict).isEmpty()) {
        return new ArrayAttr(dicts);
      }
    }
    return null;
  }
}
