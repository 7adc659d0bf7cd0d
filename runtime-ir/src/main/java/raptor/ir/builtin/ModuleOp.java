package raptor.ir.builtin;

import java.util.Set;
import raptor.ir.Arity;
import raptor.ir.Block;
import raptor.ir.Dictionaries;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.RegionKind;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.StringAttr;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.CustomAssembly;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.NoTerminator;
import raptor.ir.trait.SingleBlock;
import raptor.ir.trait.SymbolOp;
import raptor.ir.trait.SymbolTableOp;

/**
 * {@code builtin.module}: the top-level container, a symbol table with one graph-region block
 * that needs no terminator. Custom form: {@code module @name attributes {...} { ... }}.
 */
public final class ModuleOp extends Operation {
  /** The op name. */
  public static final String NAME = "builtin.module";

  private static final Set<String> PRINTED_INHERENT = Set.of("sym_name");

  /** The static description of the op kind. */
  public static final OpInfo<ModuleOp> INFO = OpInfo.builder(NAME, ModuleOp::new)
      .traits(IsolatedFromAbove.class, NoTerminator.class, SingleBlock.class,
          SymbolTableOp.class, SymbolOp.class)
      .operands(Arity.NONE)
      .results(Arity.NONE)
      .regions(Arity.exactly(1))
      .successors(Arity.NONE)
      .regionKind(RegionKind.GRAPH)
      .inherentAttribute("sym_name", StringAttr.class)
      .inherentAttribute("sym_visibility", StringAttr.class)
      .verifier(ModuleOp::verify)
      .assembly(new Assembly())
      .defaultDialect("builtin")
      .build();

  private ModuleOp() {
  }

  /** {@return a new detached module with an empty body block} */
  public static ModuleOp create(Location location) {
    OperationState state = new OperationState(INFO, location);
    state.addRegions(1).append(new Block());
    return (ModuleOp) Operation.create(state);
  }

  /** {@return the single body block} */
  public Block body() {
    return region(0).firstBlock();
  }

  /** {@return the symbol name, or {@code null} for an anonymous module} */
  public String symbolName() {
    return inherentAttr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  private static boolean verify(Operation op, DiagnosticEngine diag) {
    if (op.region(0).isEmpty()) {
      diag.opError(op,
          "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
      return false;
    }
    for (NamedAttribute entry : op.attributes().entries()) {
      if (entry.name().indexOf('.') < 0) {
        diag.opError(op, "can only contain attributes with dialect-prefixed names, found: '"
            + entry.name() + "'");
        return false;
      }
    }
    return true;
  }

  /** {@code module (@name)? (attributes {...})? region}. */
  private static final class Assembly implements CustomAssembly {
    @Override
    public void print(Operation op, AsmPrinter printer) {
      Attribute name = op.inherentAttr("sym_name");
      if (name instanceof StringAttr s) {
        printer.print(" ");
        printer.printSymbolName(s.value());
      }
      printer.printOptionalAttrDictWithKeyword(op, PRINTED_INHERENT);
      printer.print(" ");
      printer.printRegion(op.region(0), false, false, false);
    }

    @Override
    public void parse(AsmParser parser, OperationState state) {
      String name = parser.parseOptionalSymbolName();
      if (name != null) {
        state.properties = Dictionaries.with(DictionaryAttr.EMPTY, "sym_name", StringAttr.of(name));
      }
      parser.parseOptionalAttrDictWithKeyword(state);
      parser.parseRegion(state.addRegions(1));
      if (state.regions.get(0).isEmpty()) {
        state.regions.get(0).append(new Block());
      }
    }
  }
}
