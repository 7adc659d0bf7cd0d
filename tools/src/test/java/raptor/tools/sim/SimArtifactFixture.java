package raptor.tools.sim;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;
import raptor.isa.PimJson;

/**
 * Writes a two-core artifact folder {@code DIR/pim} and its inputs {@code DIR/inputs}: core 0 loads
 * the 2-float input, multiplies it by a 2x3 crossbar and sends the result to core 1, which applies
 * ReLU and stores it at host address 32. Core 0 is binary ({@code core_0.pim}), core 1 is JSON
 * ({@code core_1.json}); the crossbar slot is a symlink to {@code weights/crossbar_0.bin}.
 *
 * <p>{@link #main} writes the folder for manual runs: {@code SimArtifactFixture DIR}.
 */
final class SimArtifactFixture {
  /** The assembly of core 0 (binary). */
  static final String CORE_0 =
      """
      sldi rd=1 imm=0
      ld rd=1 rs1=1 size=8
      sldi rd=2 imm=100
      mvmul rd=2 rs1=1 group=0
      send rd=2 core=1 size=12
      """;

  /** The assembly of core 1 (JSON). */
  static final String CORE_1 =
      """
      sldi rd=1 imm=0
      recv rd=1 core=0 size=12
      vrelu rd=1 rs1=1 len=3
      sldi rd=2 imm=32
      st rd=2 rs1=1 size=12
      """;

  private SimArtifactFixture() {}

  /** Writes the folder into the directory named by {@code args[0]}. */
  public static void main(String[] args) throws IOException, IsaFormatException {
    write(Path.of(args[0]));
  }

  /** Writes {@code dir/pim} and {@code dir/inputs}; {@return the {@code pim} folder} */
  static Path write(Path dir) throws IOException, IsaFormatException {
    Path pim = Files.createDirectories(dir.resolve("pim"));
    Files.writeString(
        pim.resolve("config.json"),
        """
        {"core_cnt": 2, "xbar_size": [2, 3], "inputs_addresses": [0], "inputs_sizes": [8],
         "outputs_addresses": [32], "outputs_sizes": [12],
         "array_group_map": {"core0": [1]}}
        """);
    Files.write(pim.resolve("memory.bin"), new byte[64]);
    Files.createDirectories(pim.resolve("weights"));
    Files.write(pim.resolve("weights/crossbar_0.bin"), floats(1, 2, 3, 4, 5, -6));
    Files.createDirectories(pim.resolve("core_0"));
    Files.createSymbolicLink(
        pim.resolve("core_0/crossbar_0.bin"), Path.of("../weights/crossbar_0.bin"));
    Files.write(pim.resolve("core_0.pim"), PimBinary.encode(Assembler.parse(CORE_0)));
    Files.writeString(pim.resolve("core_1.json"), PimJson.write(Assembler.parse(CORE_1)));
    Path inputs = Files.createDirectories(dir.resolve("inputs"));
    Files.write(inputs.resolve("input_0.bin"), floats(2, 0.5f));
    Files.write(inputs.resolve("input_1.bin"), floats(1, -1));
    return pim;
  }

  /** {@return the values as little-endian f32 bytes} */
  static byte[] floats(float... values) {
    ByteBuffer buffer = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float value : values) {
      buffer.putFloat(value);
    }
    return buffer.array();
  }
}
