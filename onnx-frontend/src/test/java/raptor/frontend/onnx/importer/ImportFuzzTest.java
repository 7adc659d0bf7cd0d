package raptor.frontend.onnx.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.build.Tensors;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.ir.IrContext;

/**
 * 6,000 seeded mutants of builder-made models, half with flipped, cut or inserted bytes and half
 * with a changed field (attribute, op type, input, dims, data type, opset), read and imported:
 * each imports or ends in an {@link OnnxException}; nothing else escapes. The timeout only
 * guards against a hang; the suite takes a few seconds.
 */
class ImportFuzzTest {
  private static final int MUTANTS = 6000;
  private static final List<String> OPS = OpsetForms.SUPPORTED.stream().sorted().toList();

  private final Random random = new Random(20261201);
  private final IrContext context = IrContext.withAvailableDialects();

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void mutantsImportOrFailWithALocatedError() {
    List<OnnxModel> seeds = seeds();
    int imported = 0;
    int refused = 0;
    for (int i = 0; i < MUTANTS; i++) {
      OnnxModel seed = seeds.get(i % seeds.size());
      byte[] bytes = i % 2 == 0 ? flipBytes(OnnxWriter.toBytes(seed))
          : OnnxWriter.toBytes(mutateField(seed));
      try {
        OnnxModel model = OnnxReader.read(bytes, "fuzz.onnx", null);
        new OnnxImporter(context, ImportOptions.DEFAULT).importModel(model, "fuzz.onnx");
        imported++;
      } catch (OnnxException e) {
        assertTrue(e.getMessage().startsWith("fuzz.onnx: "), e.getMessage());
        refused++;
      }
    }
    System.out.println("ImportFuzzTest: " + imported + " mutants imported, " + refused
        + " refused with a located error");
    assertEquals(MUTANTS, imported + refused);
    assertTrue(imported > MUTANTS / 20 && refused > MUTANTS / 20,
        "imported " + imported + ", refused " + refused);
  }

  // ---- Seeds ----

  private static List<OnnxModel> seeds() {
    List<OnnxModel> seeds = new ArrayList<>();
    OnnxModelBuilder cnn = new OnnxModelBuilder(13, 1);
    String x = cnn.input("x", DataType.FLOAT, 1, 2, 6, 6);
    String c = cnn.node("Conv", "conv").inputs(x, cnn.weight("w", 4, 2, 3, 3), cnn.weight("b", 4))
        .ints("pads", 1, 1, 1, 1).ints("kernel_shape", 3, 3).output();
    String n = cnn.node("BatchNormalization", "bn").inputs(c, cnn.weight("s", 4),
        cnn.weight("o", 4), cnn.weight("m", 4), cnn.weight("v", 0.5, 1, 4)).output();
    String p = cnn.node("MaxPool", "pool").inputs(cnn.node("Relu", "relu").inputs(n).output())
        .ints("kernel_shape", 2, 2).ints("strides", 2, 2).output();
    String f = cnn.node("Flatten", "flat").inputs(p).output();
    String g = cnn.node("Gemm", "fc").inputs(f, cnn.weight("fw", 3, 36), cnn.weight("fb", 3))
        .attr("transB", 1L).output();
    cnn.output(cnn.node("Softmax", "sm").inputs(g).attr("axis", 1L).output(), DataType.FLOAT);
    seeds.add(cnn.build());

    OnnxModelBuilder shapes = new OnnxModelBuilder(13, 2);
    String y = shapes.input("y", DataType.FLOAT, 2, 3, 4);
    String sh = shapes.node("Shape", "shape").inputs(y).output();
    String g0 = shapes.node("Gather", "gather").inputs(sh, shapes.ints("i", 0)).output();
    String cat = shapes.node("Concat", "cat").inputs(g0, shapes.ints("rest", -1))
        .attr("axis", 0L).output();
    String r = shapes.node("Reshape", "reshape").inputs(y, cat).output();
    List<String> parts = shapes.node("Split", "split").inputs(r, shapes.ints("sizes", 4, 8))
        .attr("axis", 1L).outputs(2);
    String t = shapes.node("Transpose", "tr").inputs(parts.get(1)).ints("perm", 1, 0).output();
    String u = shapes.node("Unsqueeze", "unsq").inputs(t, shapes.ints("ax", 0)).output();
    String s = shapes.node("Slice", "slice").inputs(u, shapes.ints("st", 0), shapes.ints("en", 1),
        shapes.ints("axs", 2)).output();
    shapes.output(shapes.node("ReduceMean", "mean").inputs(s).ints("axes", 1).output(),
        DataType.FLOAT);
    seeds.add(shapes.build());

    OnnxModelBuilder old = new OnnxModelBuilder(9, 3);
    String z = old.input("z", DataType.FLOAT, 1, 1, 2, 2);
    String cl = old.node("Clip", "clip").inputs(z).attr("min", 0f).attr("max", 6f).output();
    String pd = old.node("Pad", "pad").inputs(cl).ints("pads", 0, 0, 1, 1, 0, 0, 1, 1).output();
    String k = old.node("Constant", "k").attr("value", Tensors.float32("", new float[] {2}, 1))
        .output();
    String dv = old.node("Div", "div").inputs(pd, k).output();
    String sm = old.node("Softmax", "sm").inputs(dv).attr("axis", 2L).output();
    old.output(old.node("Dropout", "drop").inputs(sm).attr("ratio", 0.1f).output(),
        DataType.FLOAT);
    seeds.add(old.build());

    OnnxModelBuilder resize = new OnnxModelBuilder(18, 4);
    String v = resize.input("v", DataType.FLOAT, 1, 2, 2, 2);
    String rs = resize.node("Resize", "up").inputs(v, "", resize.floats("sc",
        new float[] {1, 1, 2, 2}, 4)).attr("mode", "nearest").output();
    String hs = resize.node("HardSwish", "hs").inputs(rs).output();
    String ap = resize.node("AveragePool", "avg").inputs(hs).ints("kernel_shape", 2, 2).output();
    String gp = resize.node("GlobalAveragePool", "gap").inputs(ap).output();
    String ca = resize.node("Cast", "cast").inputs(gp).attr("to", 11L).output();
    resize.output(resize.node("ReduceSum", "sum").inputs(ca, resize.ints("rax", 1)).output(),
        DataType.DOUBLE);
    seeds.add(resize.build());
    return seeds;
  }

  // ---- Byte mutations ----

  private byte[] flipBytes(byte[] bytes) {
    byte[] mutant = bytes.clone();
    switch (random.nextInt(4)) {
      case 0 -> {
        for (int k = 1 + random.nextInt(4); k > 0; k--) {
          mutant[random.nextInt(mutant.length)] = (byte) random.nextInt(256);
        }
      }
      case 1 -> mutant = Arrays.copyOf(mutant, random.nextInt(mutant.length));
      case 2 -> {
        int at = random.nextInt(mutant.length);
        byte[] longer = new byte[mutant.length + 1];
        System.arraycopy(mutant, 0, longer, 0, at);
        longer[at] = (byte) random.nextInt(256);
        System.arraycopy(mutant, at, longer, at + 1, mutant.length - at);
        mutant = longer;
      }
      default -> mutant[random.nextInt(mutant.length)] ^= (byte) (1 << random.nextInt(8));
    }
    return mutant;
  }

  // ---- Field mutations ----

  private OnnxModel mutateField(OnnxModel model) {
    OnnxGraph g = model.graph();
    List<OnnxNode> nodes = new ArrayList<>(g.nodes());
    List<OnnxTensor> initializers = new ArrayList<>(g.initializers());
    List<OnnxValueInfo> inputs = new ArrayList<>(g.inputs());
    int n = random.nextInt(nodes.size());
    OnnxNode node = nodes.get(n);
    switch (random.nextInt(9)) {
      case 0 -> nodes.set(n, withAttributes(node, mutateAttributes(node.attributes())));
      case 1 -> nodes.set(n, new OnnxNode(node.name(), pick(OPS), node.domain(), node.inputs(),
          node.outputs(), node.attributes()));
      case 2 -> nodes.set(n, new OnnxNode(node.name(), node.opType(), node.domain(),
          mutateNames(node.inputs()), node.outputs(), node.attributes()));
      case 3 -> nodes.set(n, new OnnxNode(node.name(), node.opType(), node.domain(),
          node.inputs(), mutateNames(node.outputs()), node.attributes()));
      case 4 -> {
        if (!initializers.isEmpty()) {
          int i = random.nextInt(initializers.size());
          initializers.set(i, mutateTensor(initializers.get(i)));
        }
      }
      case 5 -> inputs.set(0, mutateInput(inputs.get(0)));
      case 6 -> nodes.add(random.nextInt(nodes.size() + 1), node);
      case 7 -> nodes.remove(n);
      default -> {
        return new OnnxModel(random.nextInt(16), java.util.Map.of("", (long) random.nextInt(28)),
            "fuzz", "", g);
      }
    }
    return model.withGraph(new OnnxGraph(g.name(), nodes, initializers, inputs, g.outputs(),
        g.valueInfo()));
  }

  private static OnnxNode withAttributes(OnnxNode node, List<OnnxAttribute> attributes) {
    return new OnnxNode(node.name(), node.opType(), node.domain(), node.inputs(),
        node.outputs(), attributes);
  }

  private List<OnnxAttribute> mutateAttributes(List<OnnxAttribute> attributes) {
    List<OnnxAttribute> result = new ArrayList<>(attributes);
    String name = result.isEmpty() || random.nextBoolean()
        ? pick(List.of("axis", "pads", "kernel_shape", "perm", "to", "mode", "value", "alpha",
            "group", "strides", "split", "axes", "keepdims"))
        : result.remove(random.nextInt(result.size())).name();
    if (random.nextInt(4) > 0) {
      result.add(new OnnxAttribute(name, randomValue()));
    }
    return result;
  }

  private OnnxAttribute.Value randomValue() {
    return switch (random.nextInt(6)) {
      case 0 -> new OnnxAttribute.IntValue(random.nextInt(9) - 4
          + (random.nextInt(10) == 0 ? Long.MAX_VALUE / 2 : 0));
      case 1 -> new OnnxAttribute.FloatValue(random.nextFloat() * 4 - 2);
      case 2 -> new OnnxAttribute.StringValue(pick(List.of("NOTSET", "VALID", "linear",
          "nearest", "bogus", "")).getBytes(java.nio.charset.StandardCharsets.UTF_8));
      case 3 -> {
        List<Long> ints = new ArrayList<>();
        for (int k = random.nextInt(6); k > 0; k--) {
          ints.add((long) random.nextInt(7) - 2);
        }
        yield new OnnxAttribute.IntsValue(ints);
      }
      case 4 -> new OnnxAttribute.FloatsValue(List.of(random.nextFloat()));
      default -> new OnnxAttribute.TensorValue(Tensors.int64("", random.nextInt(5) - 1));
    };
  }

  private List<String> mutateNames(List<String> names) {
    List<String> result = new ArrayList<>(names);
    switch (random.nextInt(3)) {
      case 0 -> {
        if (!result.isEmpty()) {
          result.remove(random.nextInt(result.size()));
        }
      }
      case 1 -> result.add(pick(List.of("", "x", "y", "w", "undefined", "conv", "relu")));
      default -> {
        if (!result.isEmpty()) {
          result.set(random.nextInt(result.size()), pick(List.of("", "x", "nope", "gather")));
        }
      }
    }
    return result;
  }

  private OnnxTensor mutateTensor(OnnxTensor tensor) {
    List<Long> dims = new ArrayList<>(tensor.dims());
    DataType type = tensor.dataType();
    ByteBuffer data = tensor.data();
    switch (random.nextInt(3)) {
      case 0 -> {
        if (!dims.isEmpty()) {
          dims.set(random.nextInt(dims.size()), (long) random.nextInt(6) - 1);
        }
      }
      case 1 -> type = pick(Arrays.asList(DataType.values()));
      default -> data = data.limit(random.nextInt(data.remaining() + 1));
    }
    return OnnxTensor.of(tensor.name(), type, dims, data);
  }

  private OnnxValueInfo mutateInput(OnnxValueInfo input) {
    List<Dim> dims = new ArrayList<>(input.shape());
    if (random.nextBoolean() && !dims.isEmpty()) {
      dims.set(random.nextInt(dims.size()), random.nextBoolean() ? Dim.symbolic("N")
          : Dim.of(random.nextInt(5)));
      return input.withShape(dims);
    }
    return new OnnxValueInfo(input.name(), pick(Arrays.asList(DataType.values())), dims, true);
  }

  private <T> T pick(List<T> choices) {
    return choices.get(random.nextInt(choices.size()));
  }
}
