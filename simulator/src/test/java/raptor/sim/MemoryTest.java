package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** Bulk f32 access of {@link Memory} at aligned and unaligned addresses and past the end. */
class MemoryTest {
  private static float[] read(Memory memory, int address, int count) {
    float[] out = new float[count];
    memory.readFloats(address, out, count);
    return out;
  }

  @Test
  void alignedAndUnalignedFloatsRoundTrip() {
    Memory memory = new Memory();
    memory.writeFloats(8, new float[] {1.5f, -2f, 3f}, 3);
    memory.writeFloats(21, new float[] {4f, 5f}, 2);
    assertArrayEquals(new float[] {1.5f, -2f, 3f}, read(memory, 8, 3));
    assertArrayEquals(new float[] {4f, 5f}, read(memory, 21, 2));
    assertArrayEquals(
        TestMachines.floats(1.5f, -2f, 3f), memory.read(8, 12), "little-endian bytes");
  }

  @Test
  void bytesPastTheEndReadAsZero() {
    Memory memory = new Memory();
    memory.writeFloats(0, new float[] {7f}, 1);
    float[] out = {9f, 9f, 9f};
    memory.readFloats(0, out, 3);
    assertArrayEquals(new float[] {7f, 0f, 0f}, out);
    assertArrayEquals(new float[] {0f, 0f}, read(memory, 1_000, 2));
  }
}
