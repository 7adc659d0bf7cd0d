package raptor.frontend.onnx.proto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.build.HandModel;

/** The reader and writer: round trips, every data field of TensorProto, external data, errors. */
class ReaderTest {
  @TempDir
  Path dir;

  private static OnnxModelBuilder conv(long seed) {
    OnnxModelBuilder b = new OnnxModelBuilder(13, seed);
    String x = b.input("x", DataType.FLOAT, 1, 2, 4, 4);
    String y = b.node("Conv", "conv1").inputs(x, b.weight("w", 3, 2, 3, 3), b.weight("b", 3))
        .ints("pads", 1, 1, 1, 1).output();
    b.output(b.node("Relu", "relu").inputs(y).output(), DataType.FLOAT, 1, 3, 4, 4);
    return b;
  }

  @Test
  void sameSeedSameBytesOtherSeedOtherWeights() {
    assertArrayEquals(conv(5).toBytes(), conv(5).toBytes());
    assertFalse(java.util.Arrays.equals(conv(5).toBytes(), conv(6).toBytes()));
  }

  @Test
  void writeReadWriteGivesTheSameBytes() throws OnnxException {
    byte[] bytes = conv(1).toBytes();
    OnnxModel model = OnnxReader.read(bytes, "m.onnx", null);
    assertEquals(13, model.defaultOpset());
    assertEquals(List.of("conv1", "relu"),
        model.graph().nodes().stream().map(n -> n.name()).toList());
    assertEquals(List.of(3L, 2L, 3L, 3L), model.graph().initializers().get(0).dims());
    assertArrayEquals(bytes, OnnxWriter.toBytes(model));
    assertTrue(OnnxReader.looksLikeOnnx(bytes));
  }

  @Test
  void mlirTextIsNotOnnx() {
    assertFalse(OnnxReader.looksLikeOnnx("func.func @f() {\n  return\n}\n"
        .getBytes(StandardCharsets.UTF_8)));
    assertFalse(OnnxReader.looksLikeOnnx("\"test.op\"() : () -> ()"
        .getBytes(StandardCharsets.UTF_8)));
    assertFalse(OnnxReader.looksLikeOnnx(new byte[0]));
  }

  @Test
  void typedDataFieldsBecomeRawData() throws OnnxException {
    float[] expected = {1.5f, -2f};
    byte[] packed = HandModel.floatTensor(out -> {
      out.writeTag(4, 2);
      out.writeUInt32NoTag(8);
      out.writeFloatNoTag(expected[0]);
      out.writeFloatNoTag(expected[1]);
    });
    byte[] unpacked = HandModel.floatTensor(out -> {
      out.writeFloat(4, expected[0]);
      out.writeFloat(4, expected[1]);
    });
    for (byte[] tensor : List.of(packed, unpacked)) {
      OnnxTensor w = initializer(HandModel.withInitializer(tensor));
      ByteBuffer data = w.data();
      assertEquals(expected[0], data.getFloat());
      assertEquals(expected[1], data.getFloat());
    }
    byte[] int32 = HandModel.message(out -> {
      out.writeInt64(1, 3);
      out.writeInt32(2, 5);                          // INT16 in int32_data
      out.writeString(8, "w");
      for (int v : new int[] {-1, 300, 7}) {
        out.writeInt32(5, v);
      }
    });
    ByteBuffer data = initializer(HandModel.withInitializer(int32)).data();
    assertEquals(List.of((short) -1, (short) 300, (short) 7),
        List.of(data.getShort(), data.getShort(), data.getShort()));
  }

  @Test
  void externalDataIsReadFromTheModelsFolder() throws Exception {
    ByteBuffer floats = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
    floats.putFloat(9).putFloat(3).putFloat(4);
    Files.write(dir.resolve("weights.bin"), floats.array());
    Path model = dir.resolve("model.onnx");
    Files.write(model, HandModel.withInitializer(HandModel.externalTensor("weights.bin", 4)));
    ByteBuffer data = OnnxReader.read(model).graph().initializers().get(0).data();
    assertTrue(data.isDirect(), "external data is mapped, not copied onto the heap");
    assertEquals(3f, data.getFloat());
    assertEquals(4f, data.getFloat());
  }

  @Test
  void externalDataOutsideTheFolderOrMissingIsRefused() throws Exception {
    Path model = dir.resolve("model.onnx");
    Files.write(model, HandModel.withInitializer(HandModel.externalTensor("../outside.bin", 0)));
    assertError(model, "external data location '../outside.bin' leaves the model's folder");
    Files.write(model, HandModel.withInitializer(HandModel.externalTensor("/etc/passwd", 0)));
    assertError(model, "external data location '/etc/passwd' is absolute");
    Files.write(model, HandModel.withInitializer(HandModel.externalTensor("missing.bin", 0)));
    assertError(model, "external data file 'missing.bin' does not exist");
  }

  @Test
  void badTensorsAreLocated() {
    assertError(HandModel.floatTensor(out -> out.writeByteArray(9, new byte[12])),
        "model.onnx: graph > initializer 'w': data has 12 bytes, but dims [2] of FLOAT need 8");
    assertError(HandModel.message(out -> {
      out.writeInt64(1, -3);
      out.writeInt32(2, 1);
      out.writeString(8, "w");
    }), "model.onnx: graph > initializer 'w': dimension #0 is negative (-3)");
    assertError(HandModel.message(out -> {
      out.writeInt64(1, 1L << 40);
      out.writeInt64(1, 1L << 40);
      out.writeInt32(2, 1);
      out.writeString(8, "w");
    }), "model.onnx: graph > initializer 'w': dims [1099511627776, 1099511627776] overflow "
        + "a 64-bit element count");
    assertError(HandModel.floatTensor(out -> { }),
        "model.onnx: graph > initializer 'w': has no data for its 2 elements");
  }

  @Test
  void malformedBytesAreLocated() {
    byte[] bytes = conv(1).toBytes();
    OnnxException truncated = assertThrows(OnnxException.class,
        () -> OnnxReader.read(java.util.Arrays.copyOf(bytes, bytes.length / 2), "m.onnx", null));
    assertTrue(truncated.getMessage().startsWith("m.onnx: "), truncated.getMessage());
    assertTrue(truncated.getMessage().contains("malformed protobuf at byte"),
        truncated.getMessage());
    OnnxException text = assertThrows(OnnxException.class, () -> OnnxReader.read(
        "hello, world\n".getBytes(StandardCharsets.UTF_8), "t.txt", null));
    assertTrue(text.getMessage().startsWith("t.txt: not an ONNX model"), text.getMessage());
    OnnxException empty = assertThrows(OnnxException.class,
        () -> OnnxReader.read(new byte[0], "e.onnx", null));
    assertEquals("e.onnx: the file is empty, not an ONNX model", empty.getMessage());
  }

  @Test
  void aMappedFileReadsAsItsBytesDo() throws Exception {
    byte[] bytes = conv(3).toBytes();
    Path file = dir.resolve("conv.onnx");
    Files.write(file, bytes);
    OnnxModel mapped = OnnxReader.read(file);
    OnnxModel inMemory = OnnxReader.read(bytes, "conv.onnx", null);
    assertArrayEquals(OnnxWriter.toBytes(inMemory), OnnxWriter.toBytes(mapped));
    assertTrue(OnnxReader.looksLikeOnnx(file));
    OnnxTensor weights = mapped.graph().initializers().get(0);
    assertTrue(weights.data().isDirect(), "the weights are a view of the mapped file");
    assertArrayEquals(inMemory.graph().initializers().get(0).bytes(), weights.bytes());
  }

  @Test
  void aDamagedFileIsLocated() throws Exception {
    byte[] bytes = conv(1).toBytes();
    Path truncated = dir.resolve("half.onnx");
    Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    assertError(truncated, "half.onnx: ");
    assertError(truncated, "runs past the end of the input");
    Path text = dir.resolve("notes.txt");
    Files.writeString(text, "hello, world\n");
    assertError(text, "notes.txt: not an ONNX model");
    assertFalse(OnnxReader.looksLikeOnnx(text));
    Path empty = dir.resolve("empty.onnx");
    Files.write(empty, new byte[0]);
    assertError(empty, "empty.onnx: the file is empty, not an ONNX model");
  }

  @Test
  void aFieldLongerThanTheFileIsRefusedBeforeItIsRead() throws Exception {
    // graph (field 7), length-delimited, claiming 2 GiB - 1 bytes in a file of a few bytes.
    byte[] claim = {0x08, 0x07, 0x3A, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07};
    Path file = dir.resolve("claim.onnx");
    Files.write(file, claim);
    assertError(file, "a field of 2147483647 bytes runs past the end of the input");
  }

  @Test
  void aFileOfTwoGibibytesIsRefusedWithoutBeingRead() throws Exception {
    Path file = dir.resolve("huge.onnx");
    try (java.io.RandomAccessFile sparse = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      sparse.setLength(1L << 31);
    }
    assertError(file, "huge.onnx: cannot read: 2147483648 bytes is more than protobuf's limit");
  }

  private static OnnxTensor initializer(byte[] model) throws OnnxException {
    return OnnxReader.read(model, "model.onnx", null).graph().initializers().get(0);
  }

  private void assertError(Path model, String expected) {
    OnnxException e = assertThrows(OnnxException.class, () -> OnnxReader.read(model));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  private static void assertError(byte[] tensor, String expected) {
    OnnxException e = assertThrows(OnnxException.class,
        () -> OnnxReader.read(HandModel.withInitializer(tensor), "model.onnx", null));
    assertEquals(expected, e.getMessage());
  }
}
