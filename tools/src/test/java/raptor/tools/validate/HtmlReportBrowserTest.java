package raptor.tools.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.timing.TimingProfiles;

/**
 * The HTML report in a real browser: Debian's headless Chromium loads it from disk (offline),
 * dumps the DOM it built and renders it to PNG. The page must hold the tables, the charts and
 * the failing case, log no script error, and the PNG must show the bars of our figures. Skipped,
 * with a message, where Chromium is not installed (CI installs it).
 */
class HtmlReportBrowserTest {
  private static final ValidationTarget ARCH_A = ValidationTarget.of(TimingProfiles.ARCH_A);

  @TempDir
  Path folder;

  private static Path chromium() {
    for (String name : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser")) {
      if (Files.isExecutable(Path.of(name))) {
        return Path.of(name);
      }
    }
    return null;
  }

  /** The output of one Chromium run. */
  private record Browser(String stdout, String stderr) {
  }

  private Browser browse(Path chromium, Path page, String... flags) throws Exception {
    List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless",
        "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
        "--user-data-dir=" + folder.resolve("profile")));
    command.addAll(List.of(flags));
    command.add(page.toUri().toString());
    Path out = folder.resolve("chromium.out");
    Path err = folder.resolve("chromium.err");
    Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    assertTrue(process.waitFor(180, TimeUnit.SECONDS), "chromium did not finish");
    return new Browser(Files.readString(out), Files.readString(err));
  }

  private static List<ValidationRow> rows() {
    List<TimingOutcome.CoreUse> use = List.of(new TimingOutcome.CoreUse(0.9, 0.2, 0.4),
        new TimingOutcome.CoreUse(0.1, 0.05, 0.8));
    TimingOutcome vgg = new TimingOutcome(TimingOutcome.OK, 2.5, 0, 300, 6e8, 2, "", use);
    return List.of(
        new ValidationRow("networks/vgg8", ValidationMode.LATENCY, 1, ARCH_A, ValidationRow.PASS,
            30, null, 0, vgg, "", "./raptor-run vgg8.onnx", 46),
        new ValidationRow("conv/stride_2", ValidationMode.THROUGHPUT, 4, ARCH_A,
            ValidationRow.FAIL, 1, null, 0, TimingOutcome.NOT_RUN, "outputs <differ>",
            "./raptor-run conv_stride_2.onnx --pipeline=4 --batch-size=4 --seed=0", 0));
  }

  @Test
  void chromiumRendersTheTablesAndChartsWithoutScriptErrors() throws Exception {
    Path chromium = chromium();
    Assumptions.assumeTrue(chromium != null,
        "Chromium is not installed (apt-get install -y chromium); the browser test is skipped");
    Path page = folder.resolve("report.html");
    Files.writeString(page, HtmlReport.html(rows()), StandardCharsets.UTF_8);

    Browser dom = browse(chromium, page, "--dump-dom");
    assertTrue(dom.stdout().contains("<table>"), dom.stdout());
    assertEquals(2, count(dom.stdout(), "<table>"), "one table per mode");
    assertEquals(2, count(dom.stdout(), "class=\"chart\""), "latency and energy charts");
    assertTrue(dom.stdout().contains("class=\"utilization\""), dom.stdout());
    assertTrue(dom.stdout().contains("vgg8 Raptor (its own pimsim-nn config, int8 view)"));
    assertTrue(dom.stdout().contains("outputs &lt;differ&gt;"), "escaped message");
    assertTrue(dom.stdout().contains(
        "./raptor-run conv_stride_2.onnx --pipeline=4 --batch-size=4 --seed=0"));
    assertNoScriptErrors(dom.stderr());

    Path png = folder.resolve("report.png");
    Browser shot = browse(chromium, page, "--screenshot=" + png, "--window-size=1000,1400");
    assertNoScriptErrors(shot.stderr());
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(1000, image.getWidth());
    assertTrue(countPixels(image, 0x3366cc) > 100, "our bars are drawn");
    assertTrue(countPixels(image, 0x999999) > 100, "the published figures' bars are drawn");
  }

  private static void assertNoScriptErrors(String log) {
    for (String line : log.lines().toList()) {
      assertFalse(line.contains("CONSOLE") || line.contains("Uncaught"), log);
    }
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static int countPixels(BufferedImage image, int rgb) throws IOException {
    int n = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        if ((image.getRGB(x, y) & 0xffffff) == rgb) {
          n++;
        }
      }
    }
    return n;
  }
}
