package raptor.pim.copies;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Predicate;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.scf.ScfForOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.attr.MemRefType;
import raptor.pim.Destinations;
import raptor.pim.PimCores;
import raptor.pim.StorageRoots;

/**
 * What a rewrite of one core body needs to know about its buffers: the storage each value lives
 * in, seen through views, destination-style writes and the carried values of {@code scf.for}
 * (which loops update in place), and whether ops between two points write a storage (from an
 * index of each block's writers) or use it (looking at no more than {@link #SCAN_LIMIT} ops).
 */
final class LocalStorage {
  /**
   * The most ops one question about the ops between two points looks at, nested ones included;
   * past it the answer is the safe one (touched), which keeps a pass over a core linear in its
   * size.
   */
  static final int SCAN_LIMIT = 4096;

  private final StorageRoots roots = new StorageRoots();
  private final BlockPositions positions = new BlockPositions();
  private final BlockPositions outside;
  private final Map<Block, WriteIndex> writeIndexes = new IdentityHashMap<>();

  /**
   * Creates the analysis of one core; {@code outside} orders the ops of the entry function's
   * block, shared by every core since no rewrite moves them.
   */
  LocalStorage(BlockPositions outside) {
    this.outside = outside;
  }

  /** {@return the storage of {@code value}: the allocation or argument it is a part of} */
  Value of(Value value) {
    Value root = roots.of(value);
    if (root instanceof BlockArgument argument
        && argument.owner().parentOp() instanceof ScfForOp loop && argument.index() > 0) {
      return of(loop.initArgs().get(argument.index() - 1));
    }
    if (root instanceof OpResult result && result.owner() instanceof ScfForOp loop) {
      return of(loop.initArgs().get(result.index()));
    }
    return root;
  }

  /**
   * {@return whether the storages {@code a} and {@code b} (answers of {@link #of}) may overlap}
   * They may when they are one, or when either is the result or region argument of an op other
   * than {@code scf.for}, a core or the entry function, which this analysis does not see
   * through.
   */
  static boolean mayOverlap(Value a, Value b) {
    return a == b || isOpaque(a) || isOpaque(b);
  }

  /** {@return whether {@code storage} may overlap any other ({@link #mayOverlap})} */
  static boolean isOpaque(Value storage) {
    if (storage instanceof OpResult result) {
      return result.owner().numRegions() > 0;
    }
    Operation owner = ((BlockArgument) storage).owner().parentOp();
    return owner != null && !PimCores.isCore(owner) && !(owner instanceof FuncFuncOp);
  }

  /**
   * {@return whether {@code value} is a fresh {@code memref.alloc} of {@code bytes} bytes used
   * once, by {@code user}}
   */
  static boolean isFreshFor(Value value, Operation user, long bytes) {
    return value instanceof OpResult result && result.owner() instanceof MemRefAllocOp
        && value.hasOneUse() && value.users().get(0) == user
        && StaticValues.byteSize(value.type()) == bytes;
  }

  /**
   * {@return whether an op after {@code from} up to {@code to} (both in one block), or an op
   * nested in one, writes {@code storage}} {@code to} itself is included when
   * {@code includeLast} holds. Answered from the block's {@link WriteIndex}, made on first use
   * and made again when it lacks one of the two ops.
   */
  boolean written(Operation from, Operation to, boolean includeLast, Value storage) {
    Block block = from.parentBlock();
    Boolean written = writeIndexes.computeIfAbsent(block, this::indexWrites)
        .written(from, to, includeLast, storage);
    if (written == null) {
      written = writeIndexes.compute(block, (b, stale) -> indexWrites(b))
          .written(from, to, includeLast, storage);
    }
    return written == null || written;
  }

  private WriteIndex indexWrites(Block block) {
    return new WriteIndex(block, this::of);
  }

  /**
   * Reports that {@code op} is about to change what it reads or writes, or to be erased, to
   * the {@link WriteIndex} of each block around it, as the op of that block that contains it
   * ({@link WriteIndex#changing}).
   */
  void changing(Operation op) {
    for (Operation current = op; current != null; current = current.parentOp()) {
      WriteIndex index = writeIndexes.get(current.parentBlock());
      if (index != null) {
        index.changing(current);
      }
    }
  }

  /**
   * Reports that the uses of {@code value} are about to take another value: its users change,
   * and when one is an {@code scf.for}, the storage of its carried values, which {@link #of}
   * finds through its operands, changes too, so every {@link WriteIndex} is dropped.
   */
  void replacingUses(Value value) {
    for (Operation user : value.users()) {
      if (user instanceof ScfForOp) {
        writeIndexes.clear();
        return;
      }
    }
    value.users().forEach(this::changing);
  }

  /** Marks every {@link WriteIndex} stale, after a rewrite changed which buffers ops write. */
  void forgetWrites() {
    writeIndexes.values().forEach(WriteIndex::markStale);
  }

  /**
   * {@return whether an op strictly between {@code from} and {@code to} (both in one block), or
   * an op nested in one, has an operand in {@code storage}, other than views (whose users count)
   * and the ops {@code harmless} accepts}
   */
  boolean used(Operation from, Operation to, Value storage, Predicate<Operation> harmless) {
    return any(from, to, op -> {
      if (Destinations.isView(op)) {
        return false;
      }
      for (Value operand : op.operands()) {
        if (operand.type() instanceof MemRefType && mayOverlap(of(operand), storage)) {
          return !harmless.test(op);
        }
      }
      return false;
    });
  }

  /**
   * {@return whether {@code test} accepts an op strictly between {@code from} and {@code to},
   * or one nested in such an op; also when more than {@link #SCAN_LIMIT} ops would be looked at
   * or {@code to} does not follow {@code from}}
   */
  private static boolean any(Operation from, Operation to, Predicate<Operation> test) {
    int[] budget = {SCAN_LIMIT};
    for (Operation op = from.nextOp(); op != null; op = op.nextOp()) {
      if (op == to) {
        return false;
      }
      boolean found;
      if (op.numRegions() == 0) {
        found = --budget[0] < 0 || test.test(op);
      } else {
        boolean[] nestedFound = {false};
        op.walk(WalkOrder.PRE_ORDER, nested -> {
          nestedFound[0] = --budget[0] < 0 || test.test(nested);
          return nestedFound[0] ? WalkResult.INTERRUPT : WalkResult.ADVANCE;
        });
        found = nestedFound[0];
      }
      if (found) {
        return true;
      }
    }
    return true;
  }

  /** {@return the op of {@code block} that is or contains {@code op}, or {@code null}} */
  static Operation ancestorIn(Block block, Operation op) {
    Operation current = op;
    while (current != null && current.parentBlock() != block) {
      current = current.parentOp();
    }
    return current;
  }

  /**
   * {@return whether {@code value} is visible before {@code op} once the ops defining it that
   * follow {@code op} in its block are moved before it} Moves them when so; only ops without
   * effects move: {@code arith} ops and {@code memref.alloc} of a static shape.
   */
  boolean hoistBefore(Value value, Operation op) {
    if (dominates(value, op)) {
      return true;
    }
    Operation def = value.definingOp();
    boolean movable = def instanceof MemRefAllocOp && def.numOperands() == 0
        || def != null && def.numRegions() == 0 && def.info().dialectName().equals("arith");
    if (!movable || def.parentBlock() != op.parentBlock() || !before(op, def)) {
      return false;
    }
    for (Value operand : def.operands()) {
      if (!hoistBefore(operand, op)) {
        return false;
      }
    }
    def.moveBefore(op);
    Long at = positionsOf(op).of(op);
    if (at != null) {
      positionsOf(op).movedBefore(def, at);
    }
    return true;
  }

  /** {@return whether {@code value} is defined before {@code op} and visible there} */
  boolean dominates(Value value, Operation op) {
    if (value instanceof BlockArgument argument) {
      return ancestorIn(argument.owner(), op) != null;
    }
    Operation def = value.definingOp();
    Operation ancestor = ancestorIn(def.parentBlock(), op);
    return ancestor != null && ancestor != def && before(def, ancestor);
  }

  /**
   * {@return whether {@code first} comes before {@code second} in their block} Ops of the IR the
   * pass started from compare by their first numbering (ops only move earlier, and those moved
   * are renumbered just before their new successor); an op the pass made is looked for at most
   * {@link #SCAN_LIMIT} ops back. {@code isBeforeInBlock} would renumber the block after each
   * edit.
   */
  private boolean before(Operation first, Operation second) {
    Long a = positionsOf(first).of(first);
    Long b = positionsOf(second).of(second);
    if (a != null && b != null) {
      return a < b;
    }
    int budget = SCAN_LIMIT;
    for (Operation op = second.prevOp(); op != null && budget-- > 0; op = op.prevOp()) {
      if (op == first) {
        return true;
      }
    }
    return false;
  }

  /** {@return the numbering that orders {@code op}: {@link #outside} for the function's ops} */
  private BlockPositions positionsOf(Operation op) {
    return op.parentOp() instanceof FuncFuncOp ? outside : positions;
  }
}
