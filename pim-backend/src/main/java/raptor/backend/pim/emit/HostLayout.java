package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.backend.pim.artifact.HostMemory;
import raptor.backend.pim.artifact.HostRegion;
import raptor.backend.pim.artifact.RegionKind;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.dialect.pim.PimAttributes;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.BlockArgument;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.Type;
import raptor.ir.text.AttrPrinter;

/**
 * The host memory of a program and the address of each host buffer: the entry function's
 * arguments (inputs, in argument order), its returned buffers (outputs, in result order), the
 * module globals the cores read (constants, initialized in {@code memory.bin}; zero splats stay
 * zero) and any other function-level buffer. Regions are placed in that order by a bump allocator
 * aligned to {@value #ALIGNMENT} bytes. Globals used only as crossbar weights take no host memory.
 */
final class HostLayout {
  /** The alignment of every host region, in bytes. */
  static final int ALIGNMENT = 16;

  private final Map<Value, Long> buffers = new HashMap<>();
  private final Map<String, Long> globals = new HashMap<>();
  private final List<HostRegion> regions = new ArrayList<>();
  private long end;

  private HostLayout() {}

  /**
   * {@return the layout of {@code func}'s host memory}
   *
   * @throws CodegenException for a host buffer without a static size or a returned value that is
   *     not a host buffer
   */
  static HostLayout of(BuiltinModuleOp module, FuncFuncOp func) throws CodegenException {
    HostLayout layout = new HostLayout();
    for (BlockArgument argument : func.body().firstBlock().arguments()) {
      String name = "arg" + argument.index();
      layout.buffers.put(argument, layout.place(RegionKind.INPUT, name, func, argument, null));
    }
    Operation ret = func.body().firstBlock().terminator();
    for (int i = 0; i < ret.numOperands(); i++) {
      layout.placeOutput(ret, i);
    }
    for (Operation op : func.body().firstBlock().ops()) {
      if (op instanceof MemRefAllocOp alloc && !layout.buffers.containsKey(alloc.result(0))) {
        String name = "buffer" + layout.regions.size();
        layout.buffers.put(
            alloc.result(0), layout.place(RegionKind.BUFFER, name, op, alloc.result(0), null));
      }
    }
    Set<String> read = globalsReadByCores(func);
    for (Operation op : module.body().ops()) {
      if (op instanceof MemRefGlobalOp global && read.contains(global.symName())) {
        layout.placeGlobal(global);
      }
    }
    return layout;
  }

  /** {@return the host address of a function argument or function-level buffer, or null} */
  Long address(Value buffer) {
    return buffers.get(buffer);
  }

  /** {@return the host address of the global {@code symbol}, or null if it has none} */
  Long globalAddress(String symbol) {
    return globals.get(symbol);
  }

  /** {@return the host memory: its size and regions} */
  HostMemory memory() {
    return new HostMemory(end, regions);
  }

  private void placeOutput(Operation ret, int index) throws CodegenException {
    Value value = ret.operand(index);
    String name = "result" + index;
    Long existing = buffers.get(value);
    if (existing != null) {
      long size = StaticValues.byteSize(value.type());
      regions.add(HostRegion.output(name, existing, size));
      return;
    }
    if (!(value.definingOp() instanceof MemRefAllocOp)
        || value.definingOp().attr(PimAttributes.LOCAL_MEMORY_ADDRESS) != null) {
      throw new CodegenException(
          ret, "returns value #" + index + ", which is not a host buffer, during Pim codegen");
    }
    buffers.put(value, place(RegionKind.OUTPUT, name, ret, value, null));
  }

  private void placeGlobal(MemRefGlobalOp global) throws CodegenException {
    byte[] contents = null;
    if (global.initialValueAttr() instanceof DenseElementsAttr dense && !isZeroSplat(dense)) {
      contents = expand(dense);
    }
    RegionKind kind = global.constant() ? RegionKind.CONSTANT : RegionKind.BUFFER;
    long address = place(kind, global.symName(), global, null, contents);
    globals.put(global.symName(), address);
  }

  /** Places one region; the size comes from {@code typed}'s type or the global's type. */
  private long place(RegionKind kind, String name, Operation where, Value typed, byte[] contents)
      throws CodegenException {
    Type type = typed != null ? typed.type() : ((MemRefGlobalOp) where).typeAttr();
    long size = StaticValues.byteSize(type);
    if (size == StaticValues.UNKNOWN) {
      throw new CodegenException(
          where,
          "host buffer '" + name + "' needs a statically shaped type for Pim codegen, but has '"
              + AttrPrinter.toText(type) + "'");
    }
    long address = (end + ALIGNMENT - 1) / ALIGNMENT * ALIGNMENT;
    regions.add(
        new HostRegion(kind, name, address, size, contents == null ? new byte[0] : contents));
    end = address + size;
    return address;
  }

  /** The globals some core reads through {@code memref.get_global} other than as a weight. */
  private static Set<String> globalsReadByCores(FuncFuncOp func) {
    Set<String> read = new LinkedHashSet<>();
    func.walk(
        op -> {
          if (op instanceof MemRefGetGlobalOp get && hasNonWeightUse(get)) {
            read.add(get.nameValue());
          }
        });
    return read;
  }

  private static boolean hasNonWeightUse(MemRefGetGlobalOp get) {
    for (OpOperand use : get.result(0).uses()) {
      Operation user = use.owner();
      if (!(user instanceof PimCoreOp) && !(user instanceof PimCoreBatchOp)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isZeroSplat(DenseElementsAttr dense) {
    if (!dense.isSplat()) {
      return false;
    }
    for (byte b : dense.rawData()) {
      if (b != 0) {
        return false;
      }
    }
    return true;
  }

  /** {@return every element's bytes, a splat repeated} */
  private static byte[] expand(DenseElementsAttr dense) {
    byte[] raw = dense.rawData();
    if (!dense.isSplat()) {
      return raw;
    }
    byte[] all = new byte[Math.toIntExact(raw.length * dense.numElements())];
    for (int offset = 0; offset < all.length; offset += raw.length) {
      System.arraycopy(raw, 0, all, offset, raw.length);
    }
    return all;
  }
}
