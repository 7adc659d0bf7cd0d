package raptor.tools.tblgen;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Robustness of raptor-tblgen on the hostile input classes of issue 11, seeded: nesting up to
 * 30,000 deep, {@code bits<N>} and doubling strings and lists of any size, and bytes that are
 * not UTF-8. Each run, on a 512 KiB stack so that deep input overflows, must exit 0, or 1 with a
 * first stderr line {@code <stdin>:LINE:COL: error: MESSAGE}; never an exception or a hang.
 */
class TblgenFuzzTest {
  private static final int INPUTS = 80;
  private static final Pattern DIAGNOSTIC = Pattern.compile("<stdin>:\\d+:\\d+: error: .+");
  private static final String[] NUMBERS = {"0", "1", "64", "65536", "65537", "100000000",
      "2147483647", "2147483648", "-1", "99999999999999999999"};

  @Test
  void hostileInputsAreDiagnosedCleanly() throws InterruptedException {
    Random random = new Random(0x7B1_6E4L);
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < INPUTS && failures.size() < 5; i++) {
      byte[] input = input(random, i % 4);
      String problem = check(input);
      if (problem != null) {
        String text = new String(input, StandardCharsets.UTF_8);
        failures.add("input #" + i + ": " + problem + "\n--- input (first 300 chars) ---\n"
            + text.substring(0, Math.min(300, text.length())));
      }
    }
    if (!failures.isEmpty()) {
      fail(String.join("\n", failures));
    }
  }

  private static byte[] input(Random random, int kind) {
    String text = switch (kind) {
      case 0 -> nested(random);
      case 1 -> "def W { bits<" + NUMBERS[random.nextInt(NUMBERS.length)] + "> b; }\n";
      case 2 -> doubling(random);
      default -> "class A<int n> { int v = n; }\ndef B : A<" + random.nextInt(100) + ">;\n";
    };
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (kind == 3 || random.nextInt(4) == 0) {
      bytes[random.nextInt(bytes.length)] = (byte) (0x80 + random.nextInt(0x80));
    }
    return bytes;
  }

  private static String nested(Random random) {
    int depth = 1 + random.nextInt(30_000);
    String open = new String[] {"!add(", "!strconcat(", "[", "!if(1, "}[random.nextInt(4)];
    String leaf = open.equals("!strconcat(") ? "\"a\"" : "1";
    String close = open.equals("[") ? "]" : open.equals("!if(1, ") ? ", 2)" : ", " + leaf + ")";
    String text = "def A { int n = " + open.repeat(depth) + leaf + close.repeat(depth) + "; }\n";
    return random.nextBoolean() ? text : text.substring(0, random.nextInt(text.length()));
  }

  private static String doubling(Random random) {
    boolean list = random.nextBoolean();
    StringBuilder text = new StringBuilder(list ? "defvar v0 = [1];\n" : "defvar v0 = \"x\";\n");
    int steps = 1 + random.nextInt(40);
    for (int i = 1; i <= steps; i++) {
      text.append("defvar v").append(i).append(list ? " = !listconcat(v" : " = !strconcat(v")
          .append(i - 1).append(", v").append(i - 1).append(");\n");
    }
    return text.toString();
  }

  /** {@return null when raptor-tblgen handled {@code input} acceptably, else what went wrong} */
  private static String check(byte[] input) throws InterruptedException {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int[] status = {-1};
    Throwable[] thrown = {null};
    Thread thread = new Thread(null, () -> {
      try (PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        status[0] = RaptorTblgen.run(new String[0], new ByteArrayInputStream(input),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), errStream);
      } catch (RuntimeException | Error e) {
        thrown[0] = e;
      }
    }, "tblgen-under-test", 512 << 10);
    thread.start();
    thread.join();
    if (thrown[0] != null) {
      return "raptor-tblgen threw " + thrown[0];
    }
    String first = err.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("");
    if (status[0] == 0) {
      return null;
    }
    return status[0] == 1 && DIAGNOSTIC.matcher(first).matches() ? null
        : "exit " + status[0] + ", first stderr line: " + first;
  }
}
