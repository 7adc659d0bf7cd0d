package raptor.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The diagnostic shadow state behind {@code --provenance-trace}: a sample tag per byte of every
 * memory and the last writer of every host byte, with one JSONL event per data movement or
 * scheduler decision.
 *
 * <p>Cost: O(bytes moved) per event, on top of the simulation; off unless a trace file is given.
 */
final class ProvenanceTracker implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The last writer of a host byte. */
  private record Writer(
      long version, long cycle, int core, int pc, int iteration, Provenance provenance) {
    ObjectNode json() {
      ObjectNode node = MAPPER.createObjectNode();
      node.put("version", version).put("cycle", cycle).put("core", core).put("pc", pc);
      node.put("core_iteration", iteration);
      provenance.addSamples(node.putArray("provenance"));
      return node.put("provenance_state", provenance.state());
    }
  }

  /** A growable array of byte tags. */
  private static final class Tags {
    Provenance[] tags = new Provenance[0];
    Writer[] writers = new Writer[0];

    void ensure(long end) {
      if (end > tags.length) {
        int size = (int) Math.max(end, Math.min(Memory.LIMIT, tags.length * 2L));
        int old = tags.length;
        tags = Arrays.copyOf(tags, size);
        writers = Arrays.copyOf(writers, size);
        Arrays.fill(tags, old, size, Provenance.UNINITIALIZED);
      }
    }

    Provenance[] copy(long from, long size) {
      ensure(from + size);
      return Arrays.copyOfRange(tags, (int) from, (int) (from + size));
    }

    void clear() {
      Arrays.fill(tags, Provenance.UNINITIALIZED);
      Arrays.fill(writers, null);
    }
  }

  private final BufferedWriter out;
  private final Tags global = new Tags();
  private final Tags[] local;
  private IOException failure;
  private long nextVersion;
  private long cycle;
  private int pc;
  private int iteration;

  private ProvenanceTracker(BufferedWriter out, int coreCount) {
    this.out = out;
    this.local = new Tags[coreCount];
    for (int i = 0; i < coreCount; i++) {
      local[i] = new Tags();
    }
    ObjectNode start = event("provenance_trace_start");
    write(start.put("schema", 1).put("core_count", coreCount));
  }

  /**
   * Opens a trace file, creating its parent directory.
   *
   * @param coreCount the number of cores including the host
   */
  static ProvenanceTracker open(Path path, int coreCount) throws IOException {
    Path parent = path.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return new ProvenanceTracker(Files.newBufferedWriter(path, StandardCharsets.UTF_8), coreCount);
  }

  // ---- Context ----

  /** Sets the cycle, pc and iteration that following events report. */
  void setContext(long cycle, int pc, int iteration) {
    this.cycle = cycle;
    this.pc = pc;
    this.iteration = iteration;
  }

  void beginBatch(int batchSize) {
    global.clear();
    for (Tags tags : local) {
      tags.clear();
    }
    nextVersion = 0;
    write(event("batch_start").put("batch_size", batchSize));
  }

  // ---- Host memory ----

  void inputStore(int address, int size, int sample) {
    Provenance tag = Provenance.sample(sample);
    global.ensure((long) address + size);
    Writer writer = new Writer(++nextVersion, cycle, 0, 0, sample, tag);
    ArrayNode overwritten = versions(address, size);
    Arrays.fill(global.tags, address, address + size, tag);
    Arrays.fill(global.writers, address, address + size, writer);
    ObjectNode node = event("external_input_store").put("cycle", cycle).put("core", 0).put("pc", 0);
    node.put("core_iteration", sample).put("address", address).put("size", size);
    node.put("sample", sample).put("version", writer.version());
    node.set("overwritten_versions", overwritten);
    tag.putTriple(node);
    write(node);
  }

  void globalStore(int storeCore, int globalAddress, int localAddress, int size) {
    Provenance[] tags = local[storeCore].copy(localAddress, size);
    global.ensure((long) globalAddress + size);
    Provenance merged = Provenance.mergeAll(tags, 0, size);
    Writer writer = new Writer(++nextVersion, cycle, storeCore, pc, iteration, merged);
    ArrayNode overwrittenVersions = versions(globalAddress, size);
    ArrayNode overwrittenWriters = writers(globalAddress, size);
    System.arraycopy(tags, 0, global.tags, globalAddress, size);
    Arrays.fill(global.writers, globalAddress, globalAddress + size, writer);
    ObjectNode node = located("global_store", storeCore);
    node.put("address", globalAddress).put("local_address", localAddress).put("size", size);
    node.put("version", writer.version());
    node.set("overwritten_versions", overwrittenVersions);
    node.set("overwritten_writers", overwrittenWriters);
    merged.putTriple(node);
    write(node);
  }

  void globalLoad(int loadCore, int globalAddress, int localAddress, int size) {
    Provenance[] tags = global.copy(globalAddress, size);
    store(loadCore, localAddress, tags);
    ObjectNode node = located("global_load", loadCore);
    node.put("address", globalAddress).put("local_address", localAddress).put("size", size);
    node.set("versions", versions(globalAddress, size));
    node.set("last_writers", writers(globalAddress, size));
    Provenance.mergeAll(tags, 0, size).putTriple(node);
    write(node);
  }

  private ArrayNode versions(int address, int size) {
    TreeSet<Long> versions = new TreeSet<>();
    for (int i = address; i < address + size; i++) {
      if (global.writers[i] != null) {
        versions.add(global.writers[i].version());
      }
    }
    ArrayNode array = MAPPER.createArrayNode();
    versions.forEach(array::add);
    return array;
  }

  private ArrayNode writers(int address, int size) {
    TreeMap<Long, Writer> writers = new TreeMap<>();
    for (int i = address; i < address + size; i++) {
      Writer writer = global.writers[i];
      if (writer != null) {
        writers.put(writer.version(), writer);
      }
    }
    ArrayNode array = MAPPER.createArrayNode();
    writers.values().forEach(writer -> array.add(writer.json()));
    return array;
  }

  // ---- Local computation ----

  private void store(int storeCore, int address, Provenance[] tags) {
    Tags memory = local[storeCore];
    memory.ensure((long) address + tags.length);
    System.arraycopy(tags, 0, memory.tags, address, tags.length);
  }

  void localCopy(int copyCore, int destination, int source, int size, String operation) {
    Provenance[] tags = local[copyCore].copy(source, size);
    store(copyCore, destination, tags);
    Provenance merged = Provenance.mergeAll(tags, 0, size);
    localEvent(operation, copyCore, destination, size, merged, merged);
  }

  void localStridedCopy(
      int copyCore,
      int destination,
      int source,
      int elementSize,
      long stride,
      int count,
      String operation) {
    Provenance[] tags = new Provenance[elementSize * count];
    for (int i = 0; i < count; i++) {
      Provenance[] element = local[copyCore].copy(source + i * stride * elementSize, elementSize);
      System.arraycopy(element, 0, tags, i * elementSize, elementSize);
    }
    store(copyCore, destination, tags);
    Provenance merged = Provenance.mergeAll(tags, 0, tags.length);
    localEvent(operation, copyCore, destination, tags.length, merged, merged);
  }

  /** Index-wise merge of equally sized sources into {@code size} destination bytes. */
  void localTransform(int opCore, int destination, int[] sources, int size, String operation) {
    Provenance[] output = new Provenance[size];
    Arrays.fill(output, Provenance.UNINITIALIZED);
    Provenance[] operands = new Provenance[sources.length];
    for (int s = 0; s < sources.length; s++) {
      Provenance[] tags = local[opCore].copy(sources[s], size);
      operands[s] = Provenance.mergeAll(tags, 0, size);
      for (int i = 0; i < size; i++) {
        output[i] = output[i].merge(tags[i]);
      }
    }
    store(opCore, destination, output);
    localEvent(
        operation, opCore, destination, size, Provenance.mergeAll(output, 0, size), operands);
  }

  /** Every destination byte gets the merge of all source bytes (reductions, softmax). */
  void localBroadcast(
      int opCore,
      int destination,
      int[] sources,
      int sourceSize,
      int outputSize,
      String operation) {
    Provenance merged = Provenance.UNINITIALIZED;
    for (int source : sources) {
      merged =
          merged.merge(Provenance.mergeAll(local[opCore].copy(source, sourceSize), 0, sourceSize));
    }
    Provenance[] output = new Provenance[outputSize];
    Arrays.fill(output, merged);
    store(opCore, destination, output);
    localEvent(operation, opCore, destination, outputSize, merged, merged);
  }

  /** Every output byte gets the merge of the input elements of rows with a non-zero weight. */
  void localMvm(int opCore, int destination, int source, Crossbar crossbar, String operation) {
    Provenance merged = Provenance.UNINITIALIZED;
    Provenance[] input = local[opCore].copy(source, 4L * crossbar.rows());
    for (int row = 0; row < crossbar.rows(); row++) {
      if (crossbar.isRowUsed(row)) {
        merged = merged.merge(Provenance.mergeAll(input, 4 * row, 4 * row + 4));
      }
    }
    Provenance[] output = new Provenance[4 * crossbar.cols()];
    Arrays.fill(output, merged);
    store(opCore, destination, output);
    localEvent(operation, opCore, destination, output.length, merged, merged);
  }

  void sendTransfer(int sender, int receiver, int source, int destination, int size) {
    Provenance[] tags = local[sender].copy(source, size);
    store(receiver, destination, tags);
    ObjectNode node = event("send_recv_transfer").put("cycle", cycle).put("pc", pc);
    node.put("core_iteration", iteration).put("sender_core", sender).put("receiver_core", receiver);
    node.put("source_address", source).put("destination_address", destination).put("size", size);
    Provenance.mergeAll(tags, 0, size).putTriple(node);
    write(node);
  }

  private void localEvent(
      String operation,
      int opCore,
      int destination,
      int size,
      Provenance result,
      Provenance... operands) {
    ObjectNode node = event("local_compute").put("operation", operation);
    node.setAll(located(null, opCore));
    node.put("destination_address", destination).put("size", size);
    node.set("operand_provenance", operandArray(operands));
    result.putTriple(node);
    write(node);
    if (result.isMixed()) {
      ObjectNode mix = located("cross_sample_data_mix", opCore).put("operation", operation);
      mix.put("destination_address", destination).put("size", size);
      mix.set("operand_provenance", operandArray(operands));
      result.addSamples(mix.putArray("provenance"));
      write(mix);
    }
  }

  private static ArrayNode operandArray(Provenance[] operands) {
    ArrayNode array = MAPPER.createArrayNode();
    for (Provenance operand : operands) {
      ObjectNode triple = array.addObject();
      operand.putTriple(triple);
    }
    return array;
  }

  // ---- Synchronization ----

  /** A core entered {@code next} iteration of its program (a restart at its end). */
  void iterationStart(int startCore, int next) {
    ObjectNode node = event("iteration_start").put("cycle", cycle).put("core", startCore);
    write(node.put("core_iteration", next));
  }

  /** A {@code sync} of {@code syncCore} added one event to {@code register} of {@code target}. */
  void sync(int syncCore, int target, int register) {
    ObjectNode node = located("sync", syncCore).put("target_core", target);
    write(node.put("event_register", register));
  }

  /** A {@code wait} of {@code waitCore} on {@code register} succeeded and reset it. */
  void waitDone(int waitCore, int register) {
    write(located("wait", waitCore).put("event_register", register));
  }

  // ---- Scheduler ----

  void scheduleConfig(ScheduleConfig config) {
    ObjectNode node = event("scheduler_config").put("schedule_policy", config.policy().key());
    node.put("schedule_seed", new BigInteger(Long.toUnsignedString(config.seed())));
    node.set("target_dependency", targetJson(config.target()));
    node.put("deferral_budget", config.deferralBudget());
    ObjectNode fixedStall = null;
    if (config.coreStall() != null) {
      fixedStall = MAPPER.createObjectNode().put("core", config.coreStall().core());
      fixedStall.put("cycles", config.coreStall().cycles());
    }
    node.set("fixed_stall", fixedStall);
    ObjectNode targetStall = null;
    if (config.targetStall() != null) {
      ScheduleConfig.TargetStall stall = config.targetStall();
      targetStall = MAPPER.createObjectNode().put("core", stall.core()).put("pc", stall.pc());
      targetStall.put("iteration", stall.iteration()).put("cycles", stall.cycles());
    }
    node.set("fixed_target_stall", targetStall);
    write(node);
  }

  private static ObjectNode targetJson(ScheduleTarget target) {
    if (target == null) {
      return null;
    }
    ObjectNode node = MAPPER.createObjectNode().put("writer_core", target.writerCore());
    node.put("writer_pc", target.writerPc()).put("reader_core", target.readerCore());
    node.put("reader_pc", target.readerPc()).put("address_begin", target.addressBegin());
    node.put("address_end", target.addressEnd()).put("reader_iteration", target.readerIteration());
    return node.put("writer_min_iteration", target.writerMinIteration());
  }

  void schedulerEvent(
      String name,
      int eventCore,
      int eventPc,
      int eventIteration,
      String reason,
      Integer selectedCore,
      ScheduleTarget target,
      long deferrals) {
    ObjectNode node = event(name).put("cycle", cycle).put("core", eventCore).put("pc", eventPc);
    node.put("core_iteration", eventIteration).put("reason", reason);
    node.put("selected_core", selectedCore);
    node.set("target", targetJson(target));
    write(node.put("deferrals", deferrals));
  }

  void stall(boolean target, int stallCore, int stallPc, long remaining) {
    ObjectNode node = event(target ? "diagnostic_target_stall" : "diagnostic_core_stall");
    node.put("cycle", cycle).put("core", stallCore).put("pc", stallPc);
    write(node.put("core_iteration", iteration).put("remaining_cycles", remaining));
  }

  // ---- Output ----

  private static ObjectNode event(String name) {
    return MAPPER.createObjectNode().put("event", name);
  }

  private ObjectNode located(String name, int eventCore) {
    ObjectNode node = name == null ? MAPPER.createObjectNode() : event(name);
    node.put("cycle", cycle).put("core", eventCore).put("pc", pc);
    return node.put("core_iteration", iteration);
  }

  private void write(ObjectNode node) {
    if (failure != null) {
      return;
    }
    try {
      out.write(MAPPER.writeValueAsString(node));
      out.write('\n');
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    } catch (IOException e) {
      failure = e;
    }
  }

  /** Flushes and closes the file; {@throws IOException} the first write error, if any. */
  @Override
  public void close() throws IOException {
    try (out) {
      if (failure != null) {
        throw failure;
      }
      out.flush();
    }
  }
}
