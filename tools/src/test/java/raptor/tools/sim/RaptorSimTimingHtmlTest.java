package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code raptor-sim --timing-html}, {@code --fast}, {@code --timing-flavour} and {@code
 * --timing-progress} on G22 of the golden micro-benchmarks: core 0 sends 64 B to core 1.
 */
class RaptorSimTimingHtmlTest {
  private static final String PROLOGUE =
      "{\"op\":\"setbw\",\"ibiw\":8,\"obiw\":8},{\"op\":\"sldi\",\"rd\":1,\"imm\":0},"
          + "{\"op\":\"sldi\",\"rd\":2,\"imm\":1000},{\"op\":\"sldi\",\"rd\":3,\"imm\":2000},"
          + "{\"op\":\"sldi\",\"rd\":4,\"imm\":3000},{\"op\":\"sldi\",\"rd\":5,\"imm\":4000},"
          + "{\"op\":\"sldi\",\"rd\":6,\"imm\":5000},";

  @TempDir Path dir;
  private SimCli cli;

  @BeforeEach
  void writeCase() throws IOException {
    cli = new SimCli(dir);
    Files.createDirectories(dir.resolve("pim"));
    Files.writeString(dir.resolve("pim/config.json"),
        "{\"core_cnt\":2,\"array_group_map\":{\"core0\":[1],\"core1\":[1]}}");
    Files.writeString(dir.resolve("pim/core_0.json"),
        "[" + PROLOGUE + "{\"op\":\"send\",\"rd\":1,\"core\":1,\"size\":64}]");
    Files.writeString(dir.resolve("pim/core_1.json"),
        "[" + PROLOGUE + "{\"op\":\"recv\",\"rd\":1,\"core\":0,\"size\":64}]");
    Files.writeString(dir.resolve("cfg.json"),
        "{\"chip_config\": {\"core_cnt\": 4, \"core_config\": {\"vector_latency_cycle\": 4,"
            + " \"local_memory_config\": {\"data_width\": 64, \"read_latency_cycle\": 1,"
            + " \"write_latency_cycle\": 1}}, \"network_config\": {\"bus_width\": 8, \"layout\": [2, 2],"
            + " \"net_config_file_path\": \"network.json\"}}, \"sim_config\": {\"sim_mode\": 1}}");
    Files.writeString(dir.resolve("network.json"),
        "{\"latency\": {\"0\": {\"1\": 4}, \"1\": {\"0\": 9}}, \"energy\": {\"0\": {\"1\": 46}, \"1\": {\"0\": 46}}}");
  }

  private static Document parse(Path file) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder().parse(file.toFile());
  }

  /** {@return the cells with a {@code data-key} in the table with id {@code table}, by key} */
  private static Map<String, String> cells(Document html, String table) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    NodeList tables = html.getElementsByTagName("table");
    for (int t = 0; t < tables.getLength(); t++) {
      Element element = (Element) tables.item(t);
      if (!element.getAttribute("id").equals(table)) {
        continue;
      }
      NodeList cells = element.getElementsByTagName("td");
      for (int c = 0; c < cells.getLength(); c++) {
        Element cell = (Element) cells.item(c);
        if (cell.hasAttribute("data-key")) {
          out.put(cell.getAttribute("data-key"), cell.getTextContent());
        }
      }
    }
    return out;
  }

  @Test
  void htmlReportHasTheReportsFiguresAndATimelinePerCore() throws Exception {
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--timing-report=$DIR/report.json", "--timing-html=$DIR/report.html"), cli.stderr());
    JsonNode report = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
    Document html = parse(dir.resolve("report.html"));
    Map<String, String> summary = cells(html, "summary");
    assertEquals(8, summary.size(), summary.toString());
    for (Map.Entry<String, String> cell : summary.entrySet()) {
      JsonNode value = report.get(cell.getKey());
      assertTrue(value != null, "the JSON report has " + cell.getKey());
      if (value.isNumber()) {
        assertEquals(value.asDouble(), Double.parseDouble(cell.getValue()), 0, cell.getKey());
      } else {
        assertEquals(value.asText(), cell.getValue(), cell.getKey());
      }
    }
    assertEquals("59000", summary.get("latency_ps"), "G22: the receiver finishes at 59 ns");
    Map<String, String> energy = cells(html, "energy");
    Iterator<Map.Entry<String, JsonNode>> parts = report.get("energy_breakdown_pj").fields();
    int count = 0;
    while (parts.hasNext()) {
      Map.Entry<String, JsonNode> part = parts.next();
      assertEquals(part.getValue().asDouble(), Double.parseDouble(energy.get(part.getKey())), 0, part.getKey());
      count++;
    }
    assertEquals(count, energy.size());
    NodeList svgs = html.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg");
    int timelines = 0;
    for (int i = 0; i < svgs.getLength(); i++) {
      Element svg = (Element) svgs.item(i);
      if (svg.getAttribute("class").equals("timeline")) {
        assertEquals(String.valueOf(timelines), svg.getAttribute("data-core"));
        assertTrue(svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "path").getLength() > 0,
            "core " + timelines + " has busy areas");
        timelines++;
      }
    }
    assertEquals(2, timelines);
    String text = Files.readString(dir.resolve("report.html"));
    assertFalse(text.contains("<script"), "no script");
    assertFalse(text.matches("(?s).*(src|href)=.*"), "no external resource");
    assertTrue(text.contains("<td>0</td><td>1</td><td>2</td><td>65</td><td>9</td>"),
        "NoC row 0 -> 1: sender_ready and 64 B of data, 9 flits");
  }

  @Test
  void unwritableHtmlPathIsAnError() {
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--timing-html=$DIR/missing/report.html"));
    assertTrue(cli.stderr().contains(dir.resolve("missing").toString()), cli.stderr());
    assertTrue(cli.stderr().startsWith("error: "), cli.stderr());
    assertFalse(cli.stderr().contains("\tat "), cli.stderr());
    assertFalse(Files.exists(dir.resolve("missing")));
  }

  @Test
  void fastModeAndFlavourGiveG22sFigures() {
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only", "--fast",
        "--timing-flavour=upstream"), cli.stderr());
    assertTrue(cli.stdout().startsWith("latency: 5.9e-05 ms\n"), cli.stdout());
    cli.assertError("--timing-flavour: unknown flavour 'newest' (known: fork, upstream)",
        "-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only", "--timing-flavour=newest");
  }

  @Test
  void progressLineOnlyWhenAsked() {
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--mode", "throughput"), cli.stderr());
    assertEquals("", cli.stderr(), "no terminal, not asked: no progress line");
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--mode", "throughput", "--timing-progress"), cli.stderr());
    assertTrue(cli.stderr().startsWith("\rraptor-sim: timing: "), cli.stderr());
    assertTrue(cli.stderr().matches("(?s).* ms simulated, 0 of 2 cores finished\n"), cli.stderr());
  }
}
