package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import raptor.dialect.arith.ArithSubIOp;
import raptor.dialect.pim.PimAttributes;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatChannelReceiveOp;
import raptor.dialect.spat.SpatChannelSendOp;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.dialect.spat.SpatSyncOp;
import raptor.dialect.spat.SpatWaitOp;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Rewrites the graph computes of a block into one {@code spat.scheduled_compute} per used core
 * (spec §2.6), but keeps each batch of {@link BatchClasses} whole as one
 * {@code spat.scheduled_compute_batch} with a core per lane. The body of a scheduled compute
 * runs the nodes of that core in slot order (a batch chunk whose lanes each write their own
 * rows as one {@code scf.for} over its lanes that carries those rows, any other chunk once per
 * lane, with the lane as a constant), receives every piece from another core over a channel and sends every piece
 * another core needs, in the order of the {@link TransferPlan}. A result of a batch
 * is assembled where it is used, with {@code tensor.insert_slice} of each lane's fragment into a
 * {@code tensor.empty}. Results used outside the graph (the return path) are yielded by the core
 * of their producer (for a batch, of its chunk that finishes last); the ops of the return path
 * move after the scheduled computes. Pipelined, a transfer between stages becomes a
 * {@code spat.host_store_sync} / {@code spat.host_wait_load} pair on its own host-buffer slot,
 * and each body starts with the {@link SyncPlan}'s FREE signals and restart permission and ends
 * with its host stores, in plan order, each group's FREE wait before its first store, then its
 * barrier and release tree. The stores come last because a FREE wait lasts until the next
 * stage's reader has ended the previous input: at its step it would hold back every later node
 * and channel send of the core, and with them the rest of its own stage.
 */
public final class ScheduleMaterializer {
  private final OpBuilder builder;
  private final SpatialGraph spatial;
  private final Schedule schedule;
  private final Block block;
  private final Operation terminator;
  private final IndexConstants constants;
  private final PieceCatalog catalog;
  private final Map<OpResult, Integer> returnedOn = new LinkedHashMap<>();
  private final int[] coreStages;
  private final int registers;
  private final Map<Operation, int[]> keptBatches;
  private TransferPlan plan;
  private SyncPlan sync;

  private ScheduleMaterializer(OpBuilder builder, SpatialGraph spatial, PieceCatalog catalog,
      Schedule schedule, Block block, int[] coreStages, int registers) {
    this.builder = builder;
    this.spatial = spatial;
    this.catalog = catalog;
    this.schedule = schedule;
    this.block = block;
    this.coreStages = coreStages;
    this.registers = registers;
    this.terminator = block.terminator();
    this.constants = new IndexConstants(builder, block, terminator.location());
    this.keptBatches = coreStages == null ? BatchClasses.of(spatial, schedule) : Map.of();
  }

  /**
   * Materializes {@code schedule} of {@code spatial} in {@code block}, whose terminator returns
   * the function's results; {@return the program of each core, by core: its
   * {@code spat.scheduled_compute} or the {@code spat.scheduled_compute_batch} it runs a lane of
   * (null for an idle core)}
   *
   * @throws SchedulingException when the planned channels would deadlock
   */
  public static List<Operation> apply(OpBuilder builder, SpatialGraph spatial,
      Schedule schedule, Block block) throws SchedulingException {
    return planned(builder, spatial, new PieceCatalog(spatial), schedule, block).materialize();
  }

  /**
   * Plans the transfers of the latency {@code schedule} of {@code spatial} in {@code block}
   * without touching the IR; {@return the planned schedule, to time with
   * {@link #channelMakespan} and then, for the schedule that is kept, to {@link #materialize}}
   *
   * @param catalog the pieces of {@code spatial}, shared by the schedules planned of it
   * @throws SchedulingException when the transfers cannot be planned
   */
  public static ScheduleMaterializer planned(OpBuilder builder, SpatialGraph spatial,
      PieceCatalog catalog, Schedule schedule, Block block) throws SchedulingException {
    ScheduleMaterializer materializer =
        new ScheduleMaterializer(builder, spatial, catalog, schedule, block, null, 0);
    materializer.plan();
    return materializer;
  }

  /**
   * {@return when the last core ends once the planned schedule is materialized, its channel
   * transfers being rendezvous ({@link ChannelTiming}) on {@code target}}
   *
   * @throws SchedulingException when the cores would block each other for good
   */
  public long channelMakespan(SchedulingTarget target) throws SchedulingException {
    return ChannelTiming.makespan(spatial.graph(), target, schedule, plan, this::bytes);
  }

  /**
   * Materializes the planned schedule, once, after checking its channel order; {@return the
   * program of each core, as {@link #apply} returns them}
   *
   * @throws SchedulingException when the planned channels would deadlock
   */
  public List<Operation> materialize() throws SchedulingException {
    ChannelDeadlockCheck.verify(plan, schedule);
    return run();
  }

  /**
   * Materializes a pipelined schedule: transfers between the stages of {@code coreStages} go
   * through the host buffer (whose size becomes the function's
   * {@code pim.pipeline_host_buffer_bytes}) with the READY/FREE and restart synchronization of
   * {@link SyncPlan} on {@code registers} event registers per core.
   *
   * @throws SchedulingException when the planned channels would deadlock or the registers do
   *     not suffice
   */
  public static List<Operation> applyPipelined(OpBuilder builder,
      SpatialGraph spatial, Schedule schedule, Block block, int[] coreStages, int registers)
      throws SchedulingException {
    ScheduleMaterializer materializer = new ScheduleMaterializer(builder, spatial,
        new PieceCatalog(spatial), schedule, block, coreStages, registers);
    materializer.plan();
    return materializer.materialize();
  }

  /** Plans the transfers and, for a pipelined schedule, the synchronization. */
  private void plan() throws SchedulingException {
    plan = TransferPlan.of(schedule, demand(), coreStages, this::bytes);
    if (coreStages == null) {
      return;
    }
    SortedSet<Integer> used = new TreeSet<>();
    for (int core : schedule.cores()) {
      used.add(core);
    }
    sync = SyncPlan.of(plan, used, coreStages, registers);
    if (plan.hostBytes() > 0) {
      block.parentOp().setAttr(PimAttributes.PIPELINE_HOST_BUFFER_BYTES,
          IntegerAttr.of(IntegerType.I64, plan.hostBytes()));
    }
  }

  /** The rows of one graph result a core assembles: {@code null} rows for all of them. */
  private record Assembly(OpResult result, RowRange rows) {
    // equals and hashCode written out, as in RowRange.
    @Override
    public boolean equals(Object other) {
      return other instanceof Assembly that && result == that.result
          && Objects.equals(rows, that.rows);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(result) * 31 + Objects.hashCode(rows);
    }
  }

  private long bytes(Piece piece) {
    return Math.max(0, StaticValues.byteSize(
        piece.type(spatial.instances().get(piece.node()).op())));
  }

  private List<Operation> run() {
    List<Operation> returnPath = returnPath();
    List<List<Integer>> byCore = schedule.nodesByCore();
    List<Operation> computes = new ArrayList<>();
    Map<OpResult, Value> replacements = new IdentityHashMap<>();
    for (int core = 0; core < byCore.size(); core++) {
      computes.add(byCore.get(core).isEmpty() ? null
          : keptBatches.containsKey(spatial.instances().get(byCore.get(core).get(0)).op())
          ? null : new CoreBuilder(core, byCore.get(core)).build(replacements));
    }
    keptBatches.forEach((op, cores) -> {
      Operation batch = keepBatch(op, cores, replacements);
      for (int core : cores) {
        computes.set(core, batch);
      }
    });
    for (Map.Entry<OpResult, Value> entry : replacements.entrySet()) {
      entry.getKey().replaceUsesWithIf(entry.getValue(),
          use -> !ComputeOperands.isGraphCompute(use.owner()));
    }
    for (Operation op : returnPath) {
      op.moveBefore(terminator);
    }
    List<Operation> graphComputes = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        graphComputes.add(op);
      }
    }
    for (int i = graphComputes.size() - 1; i >= 0; i--) {
      graphComputes.get(i).erase();
    }
    return computes;
  }

  /**
   * Moves the body of the graph batch {@code op} into a {@code spat.scheduled_compute_batch}
   * whose lane i runs on {@code cores[i]}; {@return the scheduled batch}
   */
  private Operation keepBatch(Operation op, int[] cores, Map<OpResult, Value> replacements) {
    List<Type> types = new ArrayList<>();
    for (OpResult result : op.results()) {
      types.add(result.type());
    }
    builder.setInsertionPoint(terminator);
    SpatScheduledComputeBatchOp batch = SpatScheduledComputeBatchOp.create(builder,
        op.location(), types, ComputeOperands.weights(op), ComputeOperands.inputs(op),
        IntegerAttr.of(IntegerType.I32, cores.length),
        DenseArrayAttr.ofI32(Arrays.stream(cores).asLongStream().toArray()));
    batch.body().takeBody(op.region(0));
    for (OpResult result : op.results()) {
      replacements.put(result, batch.result(result.index()));
    }
    return batch;
  }

  // ---- Planning ----

  /** {@return the cores that need each piece: those of its consumers and of its return} */
  private Map<Piece, SortedSet<Integer>> demand() {
    Map<Piece, SortedSet<Integer>> demand = new LinkedHashMap<>();
    for (int node = 0; node < spatial.instances().size(); node++) {
      int core = schedule.cores()[node];
      for (Piece piece : catalog.readBy(node)) {
        demand.computeIfAbsent(piece, p -> new TreeSet<>()).add(core);
      }
    }
    for (Operation op : block.ops()) {
      if (!ComputeOperands.isGraphCompute(op) || keptBatches.containsKey(op)) {
        continue;
      }
      for (OpResult result : op.results()) {
        boolean usedOutside = false;
        for (OpOperand use : result.uses()) {
          usedOutside |= !ComputeOperands.isGraphCompute(use.owner());
        }
        if (usedOutside) {
          int core = returnCore(op);
          returnedOn.put(result, core);
          for (Piece piece : catalog.piecesOf(result)) {
            demand.computeIfAbsent(piece, p -> new TreeSet<>()).add(core);
          }
        }
      }
    }
    return demand;
  }

  /** {@return the core that yields the results of {@code op}: that of its last chunk to finish} */
  private int returnCore(Operation op) {
    int last = -1;
    for (int node : spatial.nodesOf(op)) {
      if (last < 0 || schedule.finishes()[node] > schedule.finishes()[last]) {
        last = node;
      }
    }
    return schedule.cores()[last];
  }

  /** {@return the top-level ops that use graph results, directly or not, in block order} */
  private List<Operation> returnPath() {
    List<Operation> path = new ArrayList<>();
    LinkedHashSet<Value> tainted = new LinkedHashSet<>();
    for (Operation op : block.ops()) {
      if (op == terminator) {
        break;
      }
      if (ComputeOperands.isGraphCompute(op)) {
        tainted.addAll(op.results());
        continue;
      }
      for (Value operand : op.operands()) {
        if (tainted.contains(operand)) {
          path.add(op);
          tainted.addAll(op.results());
          break;
        }
      }
    }
    return path;
  }

  // ---- Building one core ----

  /** Builds the scheduled compute of one core. */
  private final class CoreBuilder {
    private final int core;
    private final List<Integer> nodes;
    private final Map<Value, Value> operands = new LinkedHashMap<>();
    private final Map<Piece, Value> available = new HashMap<>();
    private final Map<Piece, List<Value>> slabRows = new HashMap<>();
    private final Map<Assembly, Value> assembled = new HashMap<>();
    private final Map<Assembly, Value> compacts = new HashMap<>();
    private final List<TransferPlan.Transfer> stores = new ArrayList<>();

    CoreBuilder(int core, List<Integer> nodes) {
      this.core = core;
      this.nodes = nodes;
    }

    SpatScheduledComputeOp build(Map<OpResult, Value> replacements) {
      List<Value> weights = new ArrayList<>();
      List<Value> inputs = new ArrayList<>();
      for (int node : nodes) {
        Operation op = spatial.instances().get(node).op();
        addDistinct(weights, ComputeOperands.weights(op));
        for (Value input : ComputeOperands.inputs(op)) {
          if (!PieceCatalog.isGraphResult(input)) {
            addDistinct(inputs, List.of(input));
          }
        }
      }
      List<OpResult> returned = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      returnedOn.forEach((result, on) -> {
        if (on == core) {
          returned.add(result);
          types.add(result.type());
        }
      });
      builder.setInsertionPoint(terminator);
      SpatScheduledComputeOp compute = SpatScheduledComputeOp.create(builder,
          spatial.instances().get(nodes.get(0)).op().location(), types, weights, inputs,
          IntegerAttr.of(IntegerType.I32, core));
      Block body = new Block();
      compute.body().append(body);
      for (Value operand : weights) {
        operands.put(operand, body.addArgument(operand.type(), compute.location()));
      }
      for (Value operand : inputs) {
        operands.put(operand, body.addArgument(operand.type(), compute.location()));
      }
      builder.setInsertionPointToEnd(body);
      emit(sync == null ? List.of() : sync.entry(core), compute);
      List<List<TransferPlan.Transfer>> gaps = plan.gaps(core, nodes);
      for (int i = 0; i < nodes.size(); i++) {
        communicate(gaps.get(i));
        runNode(nodes.get(i));
      }
      communicate(gaps.get(nodes.size()));
      store();
      emit(sync == null ? List.of() : sync.exit(core), compute);
      List<Value> yielded = new ArrayList<>();
      for (OpResult result : returned) {
        yielded.add(value(result, null));
      }
      SpatYieldOp.create(builder, terminator.location(), yielded);
      for (int i = 0; i < returned.size(); i++) {
        replacements.put(returned.get(i), compute.result(i));
      }
      return compute;
    }

    private void addDistinct(List<Value> into, List<Value> values) {
      for (Value value : values) {
        if (!into.contains(value)) {
          into.add(value);
        }
      }
    }

    /** Emits {@code events} as {@code spat.sync} and {@code spat.wait} ops. */
    private void emit(List<SyncEvent> events, Operation at) {
      for (SyncEvent event : events) {
        if (event.isWait()) {
          SpatWaitOp.create(builder, at.location(), constants.get(event.register()),
              constants.get(event.value()));
        } else {
          SpatSyncOp.create(builder, at.location(), constants.get(event.core()),
              constants.get(event.register()));
        }
      }
    }

    /** Sends and receives {@code transfers} in their order. */
    private void communicate(List<TransferPlan.Transfer> transfers) {
      for (TransferPlan.Transfer t : transfers) {
        if (t.source() == core) {
          send(t);
        } else {
          receive(t);
        }
      }
    }

    /** Receives {@code t}: from a channel, or from the host buffer once its READY wait ends. */
    private void receive(TransferPlan.Transfer t) {
      Operation producer = spatial.instances().get(t.piece().node()).op();
      Type type = t.piece().type(producer);
      Value source = constants.get(t.source());
      Value target = constants.get(t.target());
      available.put(t.piece(), t.host()
          ? SpatHostWaitLoadOp.create(builder, producer.location(), type, source, target,
              constants.get(t.hostOffset()), constants.get(sync.readyRegister(t)),
              constants.get(sync.readyWait(t))).output()
          : SpatChannelReceiveOp.create(builder, producer.location(), type,
              constants.get(t.channel()), source, target).output());
    }

    /** Sends {@code t} over its channel; a host one waits for {@link #store}. */
    private void send(TransferPlan.Transfer t) {
      if (t.host()) {
        stores.add(t);
        return;
      }
      Operation producer = spatial.instances().get(t.piece().node()).op();
      SpatChannelSendOp.create(builder, producer.location(), constants.get(t.channel()),
          constants.get(t.source()), constants.get(t.target()), data(t.piece()));
    }

    /** Stores the host transfers of the body, each FREE wait before its group's first store. */
    private void store() {
      for (TransferPlan.Transfer t : stores) {
        Operation producer = spatial.instances().get(t.piece().node()).op();
        SyncEvent free = sync.freeWaitBefore(t);
        if (free != null) {
          emit(List.of(free), producer);
        }
        SpatHostStoreSyncOp.create(builder, producer.location(), constants.get(t.source()),
            constants.get(t.target()), constants.get(t.hostOffset()),
            constants.get(sync.readyRegister(t)), data(t.piece()));
      }
    }

    /** Clones the body of {@code node}, once per lane of a batch chunk. */
    private void runNode(int node) {
      ComputeInstance instance = spatial.instances().get(node);
      Operation op = instance.op();
      Block source = op.region(0).firstBlock();
      int lead = instance.firstOperandArgument();
      List<Value> operandValues = op.operands();
      int firstInput = ComputeOperands.weights(op).size();
      Map<Value, Value> arguments = new HashMap<>();
      Map<Value, RowRange> compacted = new HashMap<>();
      for (int i = 0; i < operandValues.size(); i++) {
        Value operand = operandValues.get(i);
        Value argument = source.argument(lead + i);
        if (!PieceCatalog.isGraphResult(operand)) {
          arguments.put(argument, operands.get(operand));
          continue;
        }
        RowRange rows = spatial.rowsReadBy(node, i - firstInput);
        Value compact = rows == null || !instance.isBatch() ? null
            : compact((OpResult) operand, rows);
        if (compact != null) {
          compacted.put(argument, rows);
        }
        arguments.put(argument, compact != null ? compact : value((OpResult) operand, rows));
      }
      if (isRollable(node)) {
        runLoop(node, arguments, compacted);
        return;
      }
      for (int lane = instance.laneStart(); lane < instance.laneStart() + instance.laneCount();
          lane++) {
        IrMapping mapping = new IrMapping();
        if (instance.isBatch()) {
          mapping.map(source.argument(0), constants.get(lane));
        }
        int fixed = lane;
        cloneLane(source, mapping, arguments, compacted, first -> constants.get(fixed - first));
        for (Piece piece : catalog.of(node)) {
          if (piece.isSlab()) {
            slabRows.computeIfAbsent(piece, p -> new ArrayList<>())
                .add(mapping.lookupOrSelf(piece.source(op)));
          } else if (piece.lane() == (instance.isBatch() ? lane : -1)) {
            available.put(piece, mapping.lookupOrSelf(piece.source(op)));
          }
        }
      }
    }

    /**
     * {@return whether chunk {@code node} runs as one {@code scf.for} over its lanes}: a batch
     * chunk of several lanes whose every piece is a slab (each lane writes its own row of the
     * results), so that no lane's value is needed by itself after the loop
     */
    private boolean isRollable(int node) {
      ComputeInstance instance = spatial.instances().get(node);
      return instance.isBatch() && instance.laneCount() > 1
          && catalog.of(node).stream().allMatch(Piece::isSlab);
    }

    /**
     * Runs the lanes of chunk {@code node} as one {@code scf.for} whose induction variable is the
     * lane: each iteration writes its lane's rows into the slabs, carried as the loop's values.
     */
    private void runLoop(int node, Map<Value, Value> arguments, Map<Value, RowRange> compacted) {
      ComputeInstance instance = spatial.instances().get(node);
      Operation op = instance.op();
      Block source = op.region(0).firstBlock();
      List<Piece> slabs = catalog.of(node);
      List<Value> inits = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      for (Piece slab : slabs) {
        Type type = slab.type(op);
        types.add(type);
        inits.add(TensorEmptyOp.create(builder, op.location(), type, List.of()).result(0));
      }
      ScfForOp loop = ScfForOp.create(builder, op.location(), types,
          constants.get(instance.laneStart()),
          constants.get(instance.laneStart() + instance.laneCount()), constants.get(1), inits,
          false);
      Block body = new Block();
      loop.region().append(body);
      Value lane = body.addArgument(IndexType.INSTANCE, op.location());
      for (Type type : types) {
        body.addArgument(type, op.location());
      }
      builder.setInsertionPointToEnd(body);
      IrMapping mapping = new IrMapping();
      mapping.map(source.argument(0), lane);
      Map<Long, Value> rows = new HashMap<>();
      Function<Long, Value> rowFrom = first -> rows.computeIfAbsent(first, f -> f == 0 ? lane
          : ArithSubIOp.create(builder, op.location(), lane, constants.get(f), null).result(0));
      cloneLane(source, mapping, arguments, compacted, rowFrom);
      List<Value> yielded = new ArrayList<>();
      Value row = rowFrom.apply((long) instance.laneStart());
      for (int i = 0; i < slabs.size(); i++) {
        Value into = body.argument(i + 1);
        RowSlice slice = RowSlice.ofDynamicRow(into, 1);
        yielded.add(TensorInsertSliceOp.create(builder, op.location(), into.type(),
            mapping.lookupOrSelf(slabs.get(i).source(op)), into, List.of(row), List.of(),
            List.of(), slice.offsets(), slice.sizes(), slice.strides()).result());
      }
      ScfYieldOp.create(builder, op.location(), yielded);
      builder.setInsertionPointAfter(loop);
      for (int i = 0; i < slabs.size(); i++) {
        available.put(slabs.get(i), loop.result(i));
      }
    }

    /**
     * Clones the body {@code source} of a node for one lane (its lane argument already mapped in
     * {@code mapping}): a slice of a compacted input whose rows start at row {@code first} reads
     * row {@code rowFrom(first)}, the lane's offset from it, or, when its row is computed from
     * the lane, that row less {@code first}.
     */
    private void cloneLane(Block source, IrMapping mapping, Map<Value, Value> arguments,
        Map<Value, RowRange> compacted, Function<Long, Value> rowFrom) {
      arguments.forEach(mapping::map);
      for (Operation child : source.ops()) {
        if (child instanceof TensorExtractSliceOp slice
            && compacted.containsKey(slice.source())) {
          long first = compacted.get(slice.source()).first();
          Value offset = slice.offsets().get(0);
          Value row = offset == source.argument(0) ? rowFrom.apply(first) : first == 0
              ? mapping.lookup(offset) : ArithSubIOp.create(builder, slice.location(),
                  mapping.lookup(offset), constants.get(first), null).result(0);
          mapping.map(slice.result(), TensorExtractSliceOp.create(builder, slice.location(),
              slice.result().type(), mapping.lookup(slice.source()), List.of(row), List.of(),
              List.of(), slice.staticOffsetsAttr(), slice.staticSizesAttr(),
              slice.staticStridesAttr()).result());
        } else if (child != source.terminator()) {
          builder.clone(child, mapping);
        }
      }
    }

    /**
     * {@return rows {@code rows} of {@code result} as a tensor of their own, whose row 0 is row
     * {@code rows.first()}}: a single compute's rows piece, or the rows of the batch pieces that
     * hold them; {@code null} when a piece that may hold one of them has no known rows
     */
    private Value compact(OpResult result, RowRange rows) {
      Assembly key = new Assembly(result, rows);
      Value known = compacts.get(key);
      if (known != null) {
        return known;
      }
      List<Piece> parts = catalog.piecesOf(result, rows);
      ResultPieces index = catalog.indexOf(result);
      if (parts.stream().anyMatch(piece -> index.rows(piece) == null)) {
        return null;
      }
      if (parts.size() == 1 && parts.get(0).isRowsOfResult()) {
        known = data(parts.get(0));
      } else {
        Location location = result.owner().location();
        known = TensorEmptyOp.create(builder, location,
            RowSlice.of(result, 0, rows.count()).type(), List.of()).result(0);
        for (Piece piece : parts) {
          RowRange held = index.rows(piece);
          long from = Math.max(held.first(), rows.first());
          long to = Math.min(held.first() + held.count(), rows.first() + rows.count());
          Value data = data(piece);
          if (from != held.first() || to != held.first() + held.count()) {
            data = extractRows(location, data, from - held.first(), to - from);
          }
          known = insertRows(location, data, known, from - rows.first(), to - from);
        }
      }
      compacts.put(key, known);
      return known;
    }

    /**
     * {@return {@code result} on this core, or at least its rows {@code rows} (all when
     * {@code null})}: a single compute's result, or its rows inserted into an otherwise
     * undefined tensor; the assembly of the batch fragments that hold those rows
     */
    private Value value(OpResult result, RowRange rows) {
      Assembly key = new Assembly(result, rows);
      Value known = assembled.get(key);
      if (known != null) {
        return known;
      }
      Operation op = result.owner();
      boolean single = !(op.region(0).firstBlock().terminator() instanceof SpatInParallelOp);
      known = single ? available.get(catalog.piecesOf(result).get(0)) : null;
      if (known == null) {
        known = TensorEmptyOp.create(builder, op.location(), result.type(), List.of()).result(0);
        for (Piece piece : catalog.piecesOf(result, rows)) {
          known = insert(op, piece, known);
        }
      }
      assembled.put(key, known);
      return known;
    }

    /**
     * {@return the data of {@code piece} on this core}: received, produced here, or for a slab
     * produced here, its lanes' rows gathered into one tensor where it is first needed
     */
    private Value data(Piece piece) {
      Value known = available.get(piece);
      if (known == null && piece.isRowsOfResult()) {
        Operation producer = spatial.instances().get(piece.node()).op();
        Value whole = available.get(catalog.piecesOf(producer.result(piece.result())).get(0));
        known = extractRows(producer.location(), whole, piece.lane(), piece.laneCount());
        available.put(piece, known);
      }
      if (known == null && piece.isSlab()) {
        Operation batch = spatial.instances().get(piece.node()).op();
        known = TensorEmptyOp.create(builder, batch.location(), piece.type(batch), List.of())
            .result(0);
        List<Value> rows = slabRows.get(piece);
        for (int row = 0; row < rows.size(); row++) {
          known = insertRows(piece.insert().location(), rows.get(row), known, row, 1);
        }
        available.put(piece, known);
      }
      return known;
    }

    /**
     * {@return {@code into} with {@code count} rows from {@code row} on replaced by
     * {@code data}}, at {@code location}
     */
    private Value insertRows(Location location, Value data, Value into, long row, long count) {
      RowSlice slice = RowSlice.of(into, row, count);
      return TensorInsertSliceOp.create(builder, location, into.type(), data, into, List.of(),
          List.of(), List.of(), slice.offsets(), slice.sizes(), slice.strides()).result();
    }

    /** {@return rows {@code [row, row + count)} of {@code from}, at {@code location}} */
    private Value extractRows(Location location, Value from, long row, long count) {
      RowSlice slice = RowSlice.of(from, row, count);
      return TensorExtractSliceOp.create(builder, location, slice.type(), from, List.of(),
          List.of(), List.of(), slice.offsets(), slice.sizes(), slice.strides()).result();
    }

    private Value insert(Operation batch, Piece piece, Value into) {
      TensorParallelInsertSliceOp slice = piece.insert();
      if (piece.isSlab() || piece.isRowsOfResult()) {
        return insertRows(batch.location(), data(piece), into, piece.lane(),
            piece.laneCount());
      }
      LaneValues lane = new LaneValues(builder, batch.region(0).firstBlock(),
          constants.get(piece.lane()));
      return TensorInsertSliceOp.create(builder, slice.location(), into.type(),
          data(piece), into, lane.getAll(slice.offsets()), lane.getAll(slice.sizes()),
          lane.getAll(slice.strides()), slice.staticOffsetsAttr(), slice.staticSizesAttr(),
          slice.staticStridesAttr()).result();
    }
  }
}
