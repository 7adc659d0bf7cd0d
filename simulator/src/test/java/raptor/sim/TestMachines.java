package raptor.sim;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;

/** Builds machines from assembled text: argument {@code i} is the program of internal core i+1. */
final class TestMachines {
  private TestMachines() {}

  static Machine machine(String... programs) throws IsaFormatException, SimulationException {
    return builder(programs).build();
  }

  static Machine.Builder builder(String... programs) throws IsaFormatException {
    Machine.Builder builder = Machine.builder(programs.length);
    for (int i = 0; i < programs.length; i++) {
      builder.program(i + 1, Assembler.parse(programs[i]));
    }
    return builder;
  }

  static void run(Machine machine) throws SimulationException {
    new Simulator(machine).execute();
  }

  static byte[] floats(float... values) {
    ByteBuffer out = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float value : values) {
      out.putFloat(value);
    }
    return out.array();
  }

  static float[] readFloats(Memory memory, int address, int count) {
    float[] out = new float[count];
    memory.readFloats(address, out, count);
    return out;
  }

  static float asFloat(byte[] bytes) {
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getFloat();
  }

  static List<Region> regions(int... addressSizePairs) {
    Region[] out = new Region[addressSizePairs.length / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = new Region(addressSizePairs[2 * i], addressSizePairs[2 * i + 1]);
    }
    return List.of(out);
  }
}
