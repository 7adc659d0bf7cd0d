package raptor.tools.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random graph Spatial programs for the scheduling tests: a DAG of
 * {@code spat.graph_compute}s on {@code tensor<1x4xf32>} values. Each compute sums its inputs
 * (the function input or earlier results), multiplies the sum by a weight of its own or not, and
 * applies one of relu, sigmoid or tanh; every result no other compute reads is returned.
 *
 * @param text the program
 * @param computes the number of graph computes
 * @param weights the number of computes with a weight
 */
record RandomGraphProgram(String text, int computes, int weights) {
  private static final String ROW = "tensor<1x4xf32>";
  private static final String MATRIX = "tensor<4x4xf32>";
  private static final String[] UNARY = {"relu", "sigmoid", "tanh"};

  /** {@return a program of 2 to {@code maxComputes} computes drawn from {@code random}} */
  static RandomGraphProgram generate(Random random, int maxComputes) {
    int count = 2 + random.nextInt(maxComputes - 1);
    StringBuilder body = new StringBuilder();
    boolean[] read = new boolean[count];
    int weights = 0;
    for (int n = 0; n < count; n++) {
      List<String> inputs = new ArrayList<>();
      int fanIn = 1 + random.nextInt(Math.min(3, n + 1));
      for (int k = 0; k < fanIn; k++) {
        int source = random.nextInt(n + 1) - 1;
        String name = source < 0 ? "%x" : "%n" + source;
        if (!inputs.contains(name)) {
          inputs.add(name);
          if (source >= 0) {
            read[source] = true;
          }
        }
      }
      boolean weighted = random.nextInt(3) > 0;
      if (weighted) {
        weights++;
        body.append("  %w").append(n).append(" = arith.constant dense<")
            .append(matrix(random)).append("> : ").append(MATRIX).append('\n');
      }
      body.append(compute(n, inputs, weighted, UNARY[random.nextInt(UNARY.length)]));
    }
    List<String> results = new ArrayList<>();
    for (int n = 0; n < count; n++) {
      if (!read[n]) {
        results.add("%n" + n);
      }
    }
    String types = String.join(", ", results.stream().map(r -> ROW).toList());
    String text = "func.func @main_graph(%x: " + ROW + ") -> (" + types + ") {\n" + body
        + "  return " + String.join(", ", results) + " : " + types + "\n}\n";
    return new RandomGraphProgram(text, count, weights);
  }

  private static String compute(int n, List<String> inputs, boolean weighted, String unary) {
    StringBuilder text = new StringBuilder("  %n" + n + " = spat.graph_compute ");
    List<String> arguments = new ArrayList<>();
    if (weighted) {
      text.append("weights(%w").append(n).append(" : ").append(MATRIX).append(") ");
      arguments.add("%wa: " + MATRIX);
    }
    text.append("inputs(").append(String.join(", ", inputs)).append(" : ")
        .append(String.join(", ", inputs.stream().map(i -> ROW).toList())).append(") -> ")
        .append(ROW).append(" {\n");
    for (int i = 0; i < inputs.size(); i++) {
      arguments.add("%i" + i + ": " + ROW);
    }
    text.append("  ^bb0(").append(String.join(", ", arguments)).append("):\n");
    String sum = "%i0";
    for (int i = 1; i < inputs.size(); i++) {
      text.append("    %s").append(i).append(" = spat.vadd ").append(sum).append(", %i")
          .append(i).append(" : ").append(ROW).append('\n');
      sum = "%s" + i;
    }
    if (weighted) {
      text.append("    %m = spat.vmm %wa, ").append(sum).append(" : ").append(MATRIX)
          .append(", ").append(ROW).append(" -> ").append(ROW).append('\n');
      sum = "%m";
    }
    text.append("    %r = spat.").append(unary).append(' ').append(sum).append(" : ").append(ROW)
        .append("\n    spat.yield %r : ").append(ROW).append("\n  }\n");
    return text.toString();
  }

  private static String matrix(Random random) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < 4; r++) {
      List<String> row = new ArrayList<>();
      for (int c = 0; c < 4; c++) {
        row.add(Float.toString((random.nextInt(17) - 8) / 4f));
      }
      rows.add("[" + String.join(", ", row) + "]");
    }
    return "[" + String.join(", ", rows) + "]";
  }
}
