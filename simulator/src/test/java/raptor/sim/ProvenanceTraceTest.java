package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSONL provenance trace: event order, tags carried through copies, and cross-sample mixes. */
class ProvenanceTraceTest {
  /** Each iteration adds the new input (local 0) to the previous one (local 4) and keeps it. */
  private static final String MIXER =
      """
      sldi rd=1 imm=0
      sldi rd=2 imm=4
      sldi rd=3 imm=8
      ld rd=1 rs1=1 size=4
      vvadd rd=3 rs1=1 rs2=2 len=1
      lmv rd=2 rs1=1 len=4
      sldi rd=4 imm=16
      st rd=4 rs1=3 size=4
      """;

  private static List<JsonNode> trace(Path file) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    List<JsonNode> events = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      events.add(mapper.readTree(line));
    }
    return events;
  }

  private static List<JsonNode> named(List<JsonNode> events, String name) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode event : events) {
      if (event.get("event").asText().equals(name)) {
        out.add(event);
      }
    }
    return out;
  }

  @Test
  void tracksSamplesThroughTheBatch(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("sub/trace.jsonl");
    new Simulator(TestMachines.machine(MIXER))
        .provenanceTrace(file)
        .executeBatch(
            List.of(TestMachines.floats(1), TestMachines.floats(2)),
            TestMachines.regions(0, 4),
            List.of());
    List<JsonNode> events = trace(file);
    List<String> head = new ArrayList<>();
    for (JsonNode event : events.subList(0, 4)) {
      head.add(event.get("event").asText());
    }
    assertEquals(
        List.of(
            "provenance_trace_start", "batch_start", "external_input_store", "scheduler_config"),
        head);
    assertEquals(2, events.get(0).get("core_count").asInt());
    assertEquals("greedy", events.get(3).get("schedule_policy").asText());
    assertTrue(events.get(3).get("schedule_seed").isNumber());
    assertTrue(events.get(3).get("target_dependency").isNull());

    List<JsonNode> loads = named(events, "global_load");
    assertEquals("[0]", loads.get(0).get("provenance").toString());
    assertEquals("[1]", loads.get(1).get("provenance").toString());
    assertEquals("[1]", loads.get(0).get("versions").toString());

    List<JsonNode> stores = named(events, "global_store");
    assertEquals("known", stores.get(0).get("provenance_state").asText());
    assertEquals("[0]", stores.get(0).get("provenance").toString());
    assertEquals("[0,1]", stores.get(1).get("provenance").toString());
    assertEquals(
        stores.get(0).get("version").asLong(),
        stores.get(1).get("overwritten_writers").get(0).get("version").asLong());

    List<JsonNode> mixes = named(events, "cross_sample_data_mix");
    assertEquals(1, mixes.size());
    assertEquals("vvadd", mixes.get(0).get("operation").asText());
    assertEquals(1, mixes.get(0).get("core_iteration").asInt());
    JsonNode firstAdd = named(events, "local_compute").get(0);
    assertEquals(
        "uninitialized",
        firstAdd.get("operand_provenance").get(1).get("provenance_state").asText());
    assertTrue(firstAdd.get("cycle").asLong() > 0);
  }
}
