package raptor.pim.bufferize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.SymbolTable;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.text.AttrPrinter;

/**
 * Turns every tensor {@code arith.constant} of a function into a private constant
 * {@code memref.global @__constant_<shape>x<type>} (one per distinct value, a numeric suffix
 * when the name is taken) read with {@code memref.get_global} where the constant was.
 */
final class ConstantGlobals {
  private final OpBuilder builder;
  private final Map<Attribute, MemRefGlobalOp> globals = new HashMap<>();
  /** The symbols of the module before the first global was added. */
  private final SymbolTable symbols;
  /** The names of the globals added since. */
  private final Set<String> added = new HashSet<>();
  /**
   * The first suffix {@link #freshName} tries for a base name: every smaller one is taken, and
   * names are only added, so the search goes on from where the previous one ended.
   */
  private final Map<String, Integer> nextSuffix = new HashMap<>();

  ConstantGlobals(BuiltinModuleOp module, OpBuilder builder) {
    this.builder = builder;
    this.symbols = new SymbolTable(module);
  }

  /** Replaces the tensor constants of {@code func}. */
  void materialize(FuncFuncOp func) {
    List<ArithConstantOp> constants = new ArrayList<>();
    func.walk(op -> {
      if (op instanceof ArithConstantOp constant
          && constant.result().type() instanceof RankedTensorType) {
        constants.add(constant);
      }
    });
    for (ArithConstantOp constant : constants) {
      RankedTensorType type = (RankedTensorType) constant.result().type();
      MemRefType memref = BufferTypes.memref(type);
      MemRefGlobalOp global = global(func, constant.valueAttr(), type, memref);
      builder.setInsertionPoint(constant);
      MemRefGetGlobalOp read = MemRefGetGlobalOp.create(builder, constant.location(), memref,
          SymbolRefAttr.of(global.symName()));
      constant.result().replaceAllUsesWith(read.result(0));
      constant.erase();
    }
  }

  private MemRefGlobalOp global(Operation func, Attribute value, RankedTensorType type,
      MemRefType memref) {
    MemRefGlobalOp global = globals.get(value);
    if (global != null) {
      return global;
    }
    builder.setInsertionPoint(func);
    global = MemRefGlobalOp.create(builder, func.location(), StringAttr.of(freshName(type)),
        StringAttr.of("private"), memref, value, true, null);
    globals.put(value, global);
    return global;
  }

  private String freshName(RankedTensorType type) {
    StringBuilder base = new StringBuilder("__constant_");
    for (long dim : type.shape()) {
      base.append(dim).append('x');
    }
    base.append(AttrPrinter.toText(type.elementType()));
    String name = base.toString();
    if (taken(name)) {
      int suffix = nextSuffix.getOrDefault(name, 0);
      while (taken(base + "_" + suffix)) {
        suffix++;
      }
      nextSuffix.put(name, suffix + 1);
      name = base + "_" + suffix;
    }
    added.add(name);
    return name;
  }

  private boolean taken(String name) {
    return symbols.lookup(name) != null || added.contains(name);
  }
}
