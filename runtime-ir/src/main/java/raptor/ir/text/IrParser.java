package raptor.ir.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Dictionaries;
import raptor.ir.IrContext;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.Location;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.Type;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * The hand-written recursive-descent parser of MLIR files: top-level aliases, file metadata,
 * operations in generic and custom form, regions and blocks, and SSA name resolution.
 *
 * <p>It shares the token cursor and the type/attribute grammar of {@link AttrParser}. Errors
 * become located diagnostics, and so does input nested deeper than the stack holds ({@value
 * #NESTING_TOO_DEEP} at the innermost construct); the result is the top-level {@code
 * builtin.module}.
 */
public final class IrParser extends AttrParser {
  /** The op that holds a file's top-level ops. */
  private static final String MODULE = "builtin.module";
  /**
   * The error at the token where the recursive descent ran out of stack: the innermost construct
   * of input nested deeper than the thread's stack holds.
   */
  public static final String NESTING_TOO_DEEP = "nesting too deep";

  private final IrContext irContext;
  private final FileState file;
  private final String fileName;
  private final SsaScopes ssa;
  private final SourceLineMap lines;
  private final List<String> defaultDialects = new ArrayList<>();
  private final List<Map<String, BlockLabel>> blockScopes = new ArrayList<>();
  private final RepeatCache<OpInfo<?>> opNames = new RepeatCache<>();
  private final RepeatCache<FunctionType> signatures = new RepeatCache<>();

  /** A block label seen in a region: the block and where it was first defined or used. */
  private static final class BlockLabel {
    final Block block = new Block();
    int definedAt = -1;
    int firstUseAt = -1;
  }

  private IrParser(String text, String fileName, IrContext irContext, FileState file,
      SourceLineMap lines) {
    super(new Lexer(text), file);
    this.irContext = irContext;
    this.file = file;
    this.fileName = fileName;
    this.ssa = new SsaScopes(fileName);
    this.lines = lines;
  }

  /**
   * Parses {@code text}, the contents of {@code fileName}.
   *
   * @param implicitModule wrap the top-level ops in a module unless they are exactly one module
   * @return the top-level op, or {@code null} after emitting an error to {@code diag}
   */
  public static Operation parse(String text, String fileName, IrContext context,
      DiagnosticEngine diag, boolean implicitModule) {
    SourceLineMap lines = new SourceLineMap(text);
    IrParser parser = null;
    try {
      parser = new IrParser(text, fileName, context, new FileState(context), lines);
      return parser.parseFile(implicitModule);
    } catch (StackOverflowError e) {
      int offset = parser == null ? 0 : parser.token().start();
      diag.error(locationAt(fileName, lines, offset), NESTING_TOO_DEEP);
    } catch (ParseException e) {
      report(e, fileName, lines, diag);
    }
    return null;
  }

  /** Emits {@code e} to {@code diag}, after the errors reported before it. */
  private static void report(ParseException e, String fileName, SourceLineMap lines,
      DiagnosticEngine diag) {
    if (e.previous() != null) {
      report(e.previous(), fileName, lines, diag);
    }
    Diagnostic error = diag.error(locationAt(fileName, lines, e.offset()), e.getMessage());
    if (e.note() != null) {
      error.attachNote(locationAt(fileName, lines, e.noteOffset()), e.note());
    }
  }

  /** {@return the file location of a buffer offset; a negative offset means the file itself} */
  private static FileLineColLoc locationAt(String fileName, SourceLineMap lines, int offset) {
    if (offset < 0) {
      return FileLineColLoc.of(fileName, 0, 0);
    }
    return FileLineColLoc.of(fileName, lines.line(offset), lines.column(offset));
  }

  private FileLineColLoc locationAt(int offset) {
    return locationAt(fileName, lines, offset);
  }

  // ---- Top level ----

  private Operation parseFile(boolean implicitModule) {
    Block top = new Block();
    ssa.pushRegion(true);
    defaultDialects.add("builtin");
    blockScopes.add(new HashMap<>());
    while (token().kind() != TokenKind.EOF) {
      switch (token().kind()) {
        case HASH_IDENTIFIER -> parseAttributeAliasDefinition();
        case EXCLAMATION_IDENTIFIER -> parseTypeAliasDefinition();
        case FILE_METADATA_BEGIN -> ResourceParser.parse(this, irContext.resources());
        default -> top.append(parseOperation());
      }
    }
    requireDefinedBlocks(blockScopes.remove(blockScopes.size() - 1));
    ssa.popRegion(true);
    if (file.hasDeferredLocations()) {
      DeferredLocations.resolve(top, file);
    }
    return wrapInModule(top, implicitModule);
  }

  /** Fails at the first reference, in the text, to a block that {@code labels} never define. */
  private static void requireDefinedBlocks(Map<String, BlockLabel> labels) {
    int firstUndefined = -1;
    for (BlockLabel label : labels.values()) {
      if (label.definedAt < 0 && (firstUndefined < 0 || label.firstUseAt < firstUndefined)) {
        firstUndefined = label.firstUseAt;
      }
    }
    if (firstUndefined >= 0) {
      throw new ParseException(firstUndefined, "reference to an undefined block");
    }
  }

  private Operation wrapInModule(Block top, boolean implicitModule) {
    Operation first = top.firstOp();
    if (first != null && first == top.lastOp() && first.name().equals(MODULE)) {
      first.remove();
      return first;
    }
    if (!implicitModule) {
      if (first != null && first == top.lastOp()) {
        first.remove();
        return first;
      }
      throw new ParseException(-1, "source must contain a single top-level operation, found: "
          + top.countOps());
    }
    OpInfo<?> info = irContext.lookupOp(MODULE);
    if (info == null) {
      throw new ParseException(-1, "cannot create the implicit top-level '" + MODULE
          + "': the builtin dialect is not registered");
    }
    OperationState state = new OperationState(info, FileLineColLoc.of(fileName, 0, 0));
    Block body = new Block();
    state.addRegions(1).append(body);
    Operation op = top.firstOp();
    while (op != null) {
      Operation next = op.nextOp();
      op.remove();
      body.append(op);
      op = next;
    }
    return Operation.create(state);
  }

  private void parseAttributeAliasDefinition() {
    Token name = consume();
    String alias = name.prefixedName();
    checkAliasName(alias, name, "attribute");
    expect(TokenKind.EQUAL, "expected '=' in attribute alias definition");
    Attribute value = parseAttribute();
    if (!file.defineAttributeAlias(alias, value)) {
      throw new ParseException(name.start(), "redefinition of attribute alias id '" + alias
          + "'");
    }
  }

  private void parseTypeAliasDefinition() {
    Token name = consume();
    String alias = name.prefixedName();
    checkAliasName(alias, name, "type");
    expect(TokenKind.EQUAL, "expected '=' in type alias definition");
    Type value = parseType();
    if (!file.defineTypeAlias(alias, value)) {
      throw new ParseException(name.start(), "redefinition of type alias id '" + alias + "'");
    }
  }

  private static void checkAliasName(String alias, Token name, String kind) {
    if (alias.indexOf('.') >= 0) {
      throw new ParseException(name.start(), kind + " names with a '.' are reserved for "
          + "dialect-defined names");
    }
  }

  // ---- Operations ----

  /** A name in a result list: {@code %name} or {@code %name:count}. */
  private record ResultGroup(String name, int count, int offset) {
  }

  Operation parseOperation() {
    int start = token().start();
    List<ResultGroup> groups = new ArrayList<>(1);
    int numBound = 0;
    if (token().kind() == TokenKind.PERCENT_IDENTIFIER) {
      do {
        Token name = expect(TokenKind.PERCENT_IDENTIFIER, "expected valid ssa identifier");
        int count = 1;
        if (consumeIf(TokenKind.COLON)) {
          count = parsePositiveCount("expected integer number of results");
        }
        groups.add(new ResultGroup(name.prefixedName(), count, name.start()));
        numBound += count;
      } while (consumeIf(TokenKind.COMMA));
      expect(TokenKind.EQUAL, "expected '=' after SSA name");
    }
    Operation op;
    if (token().kind() == TokenKind.STRING) {
      op = parseGenericOperation();
    } else if (token().kind() == TokenKind.BARE_IDENTIFIER && !token().isIntegerTypeSpelling()) {
      op = parseCustomOperation();
    } else {
      throw wrongToken("expected operation name in quotes");
    }
    if (!groups.isEmpty()) {
      bindResults(op, groups, numBound, start);
    }
    return op;
  }

  private int parsePositiveCount(String message) {
    Token count = expect(TokenKind.INTEGER, message);
    int value;
    try {
      value = Integer.parseInt(count.text());
    } catch (NumberFormatException e) {
      throw new ParseException(count.start(), message);
    }
    if (value < 1) {
      throw new ParseException(count.start(), "expected named operation to have at least 1 "
          + "result");
    }
    return value;
  }

  private void bindResults(Operation op, List<ResultGroup> groups, int numBound, int start) {
    if (numBound != op.numResults()) {
      if (op.numResults() == 0) {
        throw new ParseException(start, "cannot name an operation with no results");
      }
      throw new ParseException(start, "operation defines " + op.numResults()
          + " results but was provided " + numBound + " to bind");
    }
    int next = 0;
    for (ResultGroup group : groups) {
      Value[] values = new Value[group.count];
      for (int i = 0; i < group.count; i++) {
        values[i] = op.result(next++);
      }
      ssa.define(group.name, values, group.offset);
    }
  }

  private Operation parseGenericOperation() {
    Token nameToken = consume();
    OpInfo<?> info = opNames.lookup(nameToken.buffer(), nameToken.start(), nameToken.end());
    if (info == null) {
      info = resolveGenericName(nameToken.stringValue(), nameToken);
      opNames.remember(nameToken.buffer(), nameToken.start(), nameToken.end(), info);
    }
    String name = info.name();
    OperationState state = new OperationState(info, locationAt(nameToken.start()));
    expect(TokenKind.L_PAREN, "expected '(' to start operand list");
    List<UnresolvedOperand> operands = parseOperandUses();
    if (token().kind() == TokenKind.L_SQUARE) {
      parseSuccessors(state);
    }
    if (consumeIf(TokenKind.LESS)) {
      state.properties = parseAttribute();
      expect(TokenKind.GREATER, "expected '>' to close properties");
      String problem = info.propertiesProblem(state.properties);
      if (problem != null) {
        throw new ParseException(nameToken.start(), "invalid properties "
            + AttrPrinter.toText(state.properties) + " for op " + name + ": " + problem);
      }
      state.properties = info.knownProperties(state.properties);
    }
    if (consumeIf(TokenKind.L_PAREN)) {
      do {
        parseRegionInto(state.addRegions(1), isIsolated(info), nameToken.start());
      } while (consumeIf(TokenKind.COMMA));
      expect(TokenKind.R_PAREN, "expected ')' to end region list");
    }
    if (token().kind() == TokenKind.L_BRACE) {
      splitAttributes(state, parseAttributeDictionary());
    }
    if (token().kind() != TokenKind.COLON) {
      throw wrongToken("expected ':' followed by operation type");
    }
    consume();
    int typeStart = token().start();
    FunctionType fn = parseOperationType();
    if (fn.inputs().size() != operands.size()) {
      throw new ParseException(typeStart, "expected " + operands.size()
          + " operand type" + (operands.size() == 1 ? "" : "s") + " but had "
          + fn.inputs().size());
    }
    for (int i = 0; i < operands.size(); i++) {
      state.operands.add(resolve(operands.get(i), fn.inputs().get(i)));
    }
    state.resultTypes.addAll(fn.results());
    return finishOperation(state);
  }

  /**
   * Parses the trailing function type of a generic op; a signature spelled exactly like the
   * previous one is reused without parsing, which is the common case in large files.
   */
  private FunctionType parseOperationType() {
    int start = token().start();
    String buffer = lexer().buffer();
    int end = signatures.matchingEnd(buffer, start);
    if (end >= 0 && RepeatCache.endsType(buffer, end)) {
      FunctionType cached = signatures.value();
      resetTo(end);
      return cached;
    }
    Type type = parseType();
    if (!(type instanceof FunctionType fn)) {
      throw new ParseException(start, "expected function type");
    }
    signatures.remember(buffer, start, previousEnd(), fn);
    return fn;
  }

  private OpInfo<?> resolveGenericName(String name, Token nameToken) {
    OpInfo<?> info = irContext.resolveOp(name);
    if (info != null) {
      return info;
    }
    int dot = name.indexOf('.');
    String dialect = dot < 0 ? "" : name.substring(0, dot);
    if (irContext.dialect(dialect) != null) {
      throw new ParseException(nameToken.start(), "unregistered operation '" + name
          + "' found in dialect ('" + dialect + "') that does not allow unknown operations");
    }
    throw new ParseException(token().start(), "operation being parsed with an unregistered "
        + "dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR "
        + "tool used");
  }

  private static boolean isIsolated(OpInfo<?> info) {
    return info.hasTrait(IsolatedFromAbove.class);
  }

  /** Moves inherent attributes written in the dictionary into the properties. */
  private static void splitAttributes(OperationState state, DictionaryAttr dict) {
    if (!state.info.isRegistered()) {
      state.attributes = dict;
      return;
    }
    DictionaryAttr discardable = dict;
    for (NamedAttribute entry : dict.entries()) {
      if (state.info.isInherentAttribute(entry.name())) {
        DictionaryAttr props = state.properties instanceof DictionaryAttr d ? d
            : DictionaryAttr.EMPTY;
        state.properties = Dictionaries.with(props, entry.name(), entry.value());
        discardable = Dictionaries.with(discardable, entry.name(), null);
      }
    }
    state.attributes = discardable;
  }

  private Operation parseCustomOperation() {
    Token nameToken = consume();
    String written = nameToken.text();
    String defaultDialect = defaultDialects.get(defaultDialects.size() - 1);
    OpInfo<?> info = irContext.lookupOp(written);
    if (info == null && written.indexOf('.') < 0 && defaultDialect != null) {
      info = irContext.lookupOp(defaultDialect + "." + written);
    }
    if (info == null || info.assembly() == null) {
      throw new ParseException(nameToken.start(), unknownCustomOpMessage(written,
          defaultDialect));
    }
    OperationState state = new OperationState(info, locationAt(nameToken.start()));
    defaultDialects.add(info.defaultDialect());
    try {
      info.assembly().parse(new AsmParser(this, info, nameToken.start()), state);
    } finally {
      defaultDialects.remove(defaultDialects.size() - 1);
    }
    return finishOperation(state);
  }

  private String unknownCustomOpMessage(String written, String defaultDialect) {
    if (written.indexOf('.') >= 0) {
      String dialect = written.substring(0, written.indexOf('.'));
      if (irContext.dialect(dialect) == null) {
        return "Dialect `" + dialect + "' not found for custom op '" + written + "' ";
      }
      return "custom op '" + written + "' is unknown";
    }
    if (defaultDialect == null) {
      return "Dialect `' not found for custom op '" + written + "'  (tried '." + written
          + "' as well)";
    }
    return "custom op '" + written + "' is unknown (tried '" + defaultDialect + "." + written
        + "' as well)";
  }

  private Operation finishOperation(OperationState state) {
    Location trailing = parseOptionalTrailingLocation();
    if (trailing != null) {
      state.location = trailing;
    }
    return Operation.create(state);
  }

  // ---- Operands and successors ----

  /** An operand as written, before its type is known: {@code %name} or {@code %name#n}. */
  record UnresolvedOperand(String name, int number, int offset) {
  }

  /** Parses {@code %a, %b#1, ...)}, the closing parenthesis included. */
  private List<UnresolvedOperand> parseOperandUses() {
    List<UnresolvedOperand> uses = new ArrayList<>();
    if (token().kind() == TokenKind.PERCENT_IDENTIFIER) {
      do {
        uses.add(parseOperandUse());
      } while (consumeIf(TokenKind.COMMA));
    }
    expect(TokenKind.R_PAREN, "expected ')' to end operand list");
    return uses;
  }

  /** Parses one use, {@code %name} or {@code %name#n}. */
  UnresolvedOperand parseOperandUse() {
    Token t = expect(TokenKind.PERCENT_IDENTIFIER, "expected SSA operand");
    if (token().kind() != TokenKind.HASH_IDENTIFIER) {
      return new UnresolvedOperand(t.prefixedName(), 0, t.start());
    }
    Token number = consume();
    String digits = number.prefixedName();
    int value;
    try {
      if (digits.isEmpty() || !Character.isDigit(digits.charAt(0))) {
        throw new NumberFormatException(digits);
      }
      value = Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new ParseException(number.start(), "invalid SSA value result number");
    }
    return new UnresolvedOperand(t.prefixedName(), value, t.start());
  }

  /** {@return the value an operand names, given its type} */
  Value resolve(UnresolvedOperand operand, Type type) {
    return ssa.use(operand.name(), operand.number(), type, operand.offset());
  }

  private void parseSuccessors(OperationState state) {
    consume();
    do {
      state.successors.add(parseSuccessor());
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.R_SQUARE, "expected ',' or ']'");
  }

  /** Parses {@code ^label} and returns its block, created on first mention. */
  Block parseSuccessor() {
    Token t = expect(TokenKind.CARET_IDENTIFIER, "expected block name");
    BlockLabel label = blockLabel(t.prefixedName());
    if (label.firstUseAt < 0) {
      label.firstUseAt = t.start();
    }
    return label.block;
  }

  private BlockLabel blockLabel(String name) {
    return blockScopes.get(blockScopes.size() - 1).computeIfAbsent(name, k -> new BlockLabel());
  }

  // ---- Regions and blocks ----

  /** Parses {@code { blocks }} into {@code region}. */
  void parseRegionInto(Region region, boolean isolated, int ownerOffset) {
    expect(TokenKind.L_BRACE, "expected '{' to begin a region");
    ssa.pushRegion(isolated);
    blockScopes.add(new HashMap<>());
    if (token().kind() == TokenKind.R_BRACE) {
      consume();
      closeRegion(region, isolated, ownerOffset);
      return;
    }
    if (token().kind() != TokenKind.CARET_IDENTIFIER) {
      parseBlockBody(region.append(new Block()));
    }
    while (token().kind() == TokenKind.CARET_IDENTIFIER) {
      parseLabeledBlock(region);
    }
    expect(TokenKind.R_BRACE, "expected '}' to end region");
    closeRegion(region, isolated, ownerOffset);
  }

  private void closeRegion(Region region, boolean isolated, int ownerOffset) {
    requireDefinedBlocks(blockScopes.remove(blockScopes.size() - 1));
    Block entry = region.firstBlock();
    if (entry != null && !entry.hasNoPredecessors()) {
      throw new ParseException(ownerOffset, "entry block of region may not have predecessors");
    }
    ssa.popRegion(isolated);
  }

  private void parseLabeledBlock(Region region) {
    Token name = consume();
    BlockLabel label = blockLabel(name.prefixedName());
    if (label.definedAt >= 0) {
      throw new ParseException(name.start(), "redefinition of block '" + name.text() + "'");
    }
    label.definedAt = name.start();
    Block block = label.block;
    region.append(block);
    if (consumeIf(TokenKind.L_PAREN)) {
      do {
        Token arg = expect(TokenKind.PERCENT_IDENTIFIER, "expected SSA operand");
        expect(TokenKind.COLON, "expected ':' and type for SSA operand");
        Type type = parseType();
        Location loc = parseOptionalTrailingLocation();
        BlockArgument value = block.addArgument(type, loc != null ? loc
            : locationAt(arg.start()));
        ssa.define(arg.prefixedName(), new Value[] {value}, arg.start());
      } while (consumeIf(TokenKind.COMMA));
      expect(TokenKind.R_PAREN, "expected ')'");
    }
    expect(TokenKind.COLON, "expected ':' after block name");
    parseBlockBody(block);
  }

  private void parseBlockBody(Block block) {
    while (token().kind() != TokenKind.CARET_IDENTIFIER && token().kind() != TokenKind.R_BRACE) {
      block.append(parseOperation());
    }
  }

  // ---- Support for custom assembly forms ----

  /** {@return the context whose dialects this parser resolves} */
  IrContext irContext() {
    return irContext;
  }

  /**
   * Parses {@code { ... }} into {@code region} whose entry block gets {@code arguments}, named
   * as written, instead of a {@code ^bb0(...)} header (a function body). As MLIR's
   * {@code parseRegion}, without arguments this is a plain region, which may be empty.
   */
  void parseRegionWithArguments(Region region, List<AsmParser.Argument> arguments,
      boolean isolated, int ownerOffset) {
    if (arguments.isEmpty()) {
      parseRegionInto(region, isolated, ownerOffset);
      return;
    }
    expect(TokenKind.L_BRACE, "expected '{' to begin a region");
    ssa.pushRegion(isolated);
    blockScopes.add(new HashMap<>());
    if (token().kind() == TokenKind.CARET_IDENTIFIER) {
      throw error("invalid block name in region with named arguments");
    }
    Block entry = region.append(new Block());
    for (AsmParser.Argument argument : arguments) {
      int previous = ssa.referenceOffset(argument.name());
      if (previous >= 0) {
        throw new ParseException(argument.offset(), "region entry argument '%"
            + argument.name() + "' is already in use", previous, "previously referenced here");
      }
      BlockArgument value = entry.addArgument(argument.type(), argument.location() != null
          ? argument.location() : locationAt(argument.offset()));
      ssa.define(argument.name(), new Value[] {value}, argument.offset());
    }
    parseBlockBody(entry);
    while (token().kind() == TokenKind.CARET_IDENTIFIER) {
      parseLabeledBlock(region);
    }
    expect(TokenKind.R_BRACE, "expected '}' to end region");
    closeRegion(region, isolated, ownerOffset);
  }
}
