package raptor.tools.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The happens-before check of spec §6.G over a simulator provenance trace: vector clocks built
 * from each core's program order (restarts included), every matched {@code send}/{@code recv}
 * and every {@code sync} consumed by a successful exact-count {@code wait}. Every load of a host
 * byte must happen after the store it reads, and every store (including the simulator's store of
 * the next input, made by the core that starts its iteration) must happen after the previous
 * store of the byte and after every load of it since, which for the host transfer buffer is the
 * FREE protocol and for the input the stage-zero barrier. The check holds for the order the
 * synchronization enforces, whatever interleaving the simulator happened to run, so a race is
 * found even when the outputs came out right.
 */
final class HappensBefore {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final int LIMIT = 20;

  /** The last store of a host byte and the loads since, as clock entries of their cores. */
  private static final class Byte {
    int writer;
    long written;
    String store;
    final long[] reads;
    final String[] loads;

    Byte(int cores) {
      reads = new long[cores];
      loads = new String[cores];
    }
  }

  private long[][] clocks = new long[0][];
  private final Map<Long, long[]> signals = new HashMap<>();
  private final Map<Integer, Byte> bytes = new HashMap<>();
  private final List<String> violations = new ArrayList<>();
  private int starter = -1;

  private HappensBefore() {
  }

  /** {@return the unordered accesses of the trace in {@code file}, at most 20, or none} */
  static List<String> violations(Path file) throws IOException {
    HappensBefore check = new HappensBefore();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null && check.violations.size() < LIMIT;
          line = in.readLine()) {
        check.event(MAPPER.readTree(line));
      }
    }
    return check.violations;
  }

  private void event(JsonNode event) {
    int core = event.path("core").asInt();
    switch (event.get("event").asText()) {
      case "provenance_trace_start" -> clocks = new long[event.get("core_count").asInt()][];
      case "batch_start" -> reset();
      case "iteration_start" -> {
        starter = core;
        tick(core);
      }
      case "external_input_store" -> store(starter, -1, event.get("address").asInt(),
          event.get("size").asInt(), "the store of input " + event.get("sample").asInt()
              + (starter < 0 ? "" : " when core " + starter + " restarted"));
      case "global_store" -> store(core, core, event.get("address").asInt(),
          event.get("size").asInt(), describe("st", event));
      case "global_load" -> load(core, event.get("address").asInt(), event.get("size").asInt(),
          describe("ld", event));
      case "sync" -> {
        long key = key(event.get("target_core").asInt(), event.get("event_register").asInt());
        join(signals.computeIfAbsent(key, k -> new long[clocks.length]), clocks[core]);
        tick(core);
      }
      case "wait" -> {
        long[] delivered = signals.remove(key(core, event.get("event_register").asInt()));
        if (delivered != null) {
          join(clocks[core], delivered);
        }
        tick(core);
      }
      case "send_recv_transfer" -> {
        int sender = event.get("sender_core").asInt();
        int receiver = event.get("receiver_core").asInt();
        join(clocks[sender], clocks[receiver]);
        join(clocks[receiver], clocks[sender]);
        tick(sender);
        tick(receiver);
      }
      default -> {
      }
    }
  }

  private void reset() {
    for (int core = 0; core < clocks.length; core++) {
      clocks[core] = new long[clocks.length];
      clocks[core][core] = 1;
    }
    signals.clear();
    bytes.clear();
    starter = -1;
  }

  /**
   * A store by {@code core} (-1: before the batch) that loads see as made by {@code writer}: the
   * simulator stores input k before any core begins iteration k, so every load of it is ordered
   * after it (writer -1), while the overwrite is checked at the core that began the iteration.
   */
  private void store(int core, int writer, int address, int size, String what) {
    boolean reported = false;
    for (int a = address; a < address + size; a++) {
      Byte state = bytes.computeIfAbsent(a, k -> new Byte(clocks.length));
      if (!reported && state.store != null && !ordered(state.writer, state.written, core)) {
        reported = report(what + " overwrites host byte " + a + " of " + state.store
            + " without being ordered after it");
      }
      for (int reader = 0; reader < clocks.length && !reported; reader++) {
        if (state.reads[reader] != 0 && !ordered(reader, state.reads[reader], core)) {
          reported = report(what + " overwrites host byte " + a + " before " + state.loads[reader]
              + " is ordered before it (no FREE signal)");
        }
      }
      state.writer = writer;
      state.written = writer < 0 ? 0 : clocks[writer][writer];
      state.store = what;
      Arrays.fill(state.reads, 0);
    }
    tick(core);
  }

  private void load(int core, int address, int size, String what) {
    boolean reported = false;
    for (int a = address; a < address + size; a++) {
      Byte state = bytes.get(a);
      if (state == null) {
        continue;
      }
      if (!reported && !ordered(state.writer, state.written, core)) {
        reported = report(what + " reads host byte " + a + " of " + state.store
            + " without being ordered after it (no READY signal)");
      }
      state.reads[core] = clocks[core][core];
      state.loads[core] = what;
    }
    tick(core);
  }

  /** {@return whether the access of {@code earlier} at its clock {@code at} happens before now} */
  private boolean ordered(int earlier, long at, int core) {
    return earlier < 0 || earlier == core || core >= 0 && at <= clocks[core][earlier];
  }

  private boolean report(String violation) {
    violations.add(violation);
    return true;
  }

  private void tick(int core) {
    if (core >= 0) {
      clocks[core][core]++;
    }
  }

  private static void join(long[] into, long[] from) {
    for (int i = 0; i < into.length; i++) {
      into[i] = Math.max(into[i], from[i]);
    }
  }

  private static long key(int core, int register) {
    return (long) core << 32 | register;
  }

  private static String describe(String op, JsonNode event) {
    return "core " + event.get("core").asInt() + " " + op + " at pc " + event.get("pc").asInt()
        + " of iteration " + event.get("core_iteration").asInt();
  }
}
