package raptor.sim.timing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import raptor.isa.Opcode;

/**
 * The hazard ranges of every dispatched opcode (timing-model.md section 7) and the NoC's flit and
 * truncation arithmetic (section 4.2), as unit tests of section 13.1.
 */
class HazardRangesTest {
  private record Ranges(int[] reads, int[] writes) {}

  private static int[] r(int... bounds) {
    return bounds;
  }

  @Test
  void everyOpcodeGetsPimsimsRanges() {
    // r1 = 100, r2 = 1000, r3 = 2000; offset select 1 and value 6 (bits 2 and 4 set), so rd, rs1
    // and rs2 all take the offset where pimsim-nn applies it; ibiw 8 (1 byte), obiw 16 (2 bytes),
    // len 16, size 32.
    Map<Opcode, Ranges> expected = new EnumMap<>(Opcode.class);
    Ranges binaryInputWidth = new Ranges(r(1006, 1022, 2006, 2022), r(106, 122));
    for (Opcode op : List.of(Opcode.VVADD, Opcode.VVSUB, Opcode.VVMAX)) {
      expected.put(op, binaryInputWidth);
    }
    expected.put(Opcode.VRELU, new Ranges(r(1006, 1022), r(106, 138)));
    expected.put(Opcode.VTANH, new Ranges(r(1006, 1022), r(112, 144)));
    expected.put(Opcode.VSIGM, new Ranges(r(1006, 1022), r(112, 144)));
    for (Opcode op : List.of(Opcode.VVMUL, Opcode.VVSLL, Opcode.VVSRA)) {
      expected.put(op, new Ranges(r(1006, 1022, 2006, 2022), r(112, 144)));
    }
    expected.put(Opcode.VVDMUL, new Ranges(r(1006, 1022, 2006, 2022), r(100, 132)));
    expected.put(Opcode.VRSU, new Ranges(r(1006, 1022, 2000, 2016), r(112, 144)));
    expected.put(Opcode.VRSL, new Ranges(r(1006, 1022, 2000, 2016), r(112, 144)));
    expected.put(Opcode.VAVG, new Ranges(r(1006, 1022), r(100, 102)));
    expected.put(Opcode.VMV, new Ranges(r(), r()));
    expected.put(Opcode.LD, new Ranges(r(), r(6, 38)));
    expected.put(Opcode.ST, new Ranges(r(6, 38), r()));
    expected.put(Opcode.LLDI, new Ranges(r(), r(106, 107)));
    expected.put(Opcode.LMV, new Ranges(r(1006, 1038), r(106, 138)));
    expected.put(Opcode.SEND, new Ranges(r(1006, 1038), r()));
    expected.put(Opcode.RECV, new Ranges(r(), r(106, 138)));
    expected.put(Opcode.WAIT, new Ranges(r(), r()));
    expected.put(Opcode.SYNC, new Ranges(r(), r()));
    Decoder decoder = new Decoder(new MatrixTiming(new TimingConfig.Matrix()), new int[] {1});
    int[] regs = new int[Quirks.REGISTERS];
    regs[1] = 100;
    regs[2] = 1000;
    regs[3] = 2000;
    int checked = 0;
    for (Opcode op : Opcode.values()) {
      UnitKind unit = UnitKind.of(op);
      if (unit != UnitKind.VECTOR && unit != UnitKind.TRANSFER) {
        continue;
      }
      PimsimInstruction in =
          PimsimInstruction.of(op).registers(1, 2, 3).offset(1, 6).length(16).size(32).build();
      Exec exec = decoder.decode(0, in, unit, regs, 8, 16);
      Ranges want = expected.get(op);
      assertArrayEquals(want.reads(), exec.reads, op + " reads");
      assertArrayEquals(want.writes(), exec.writes, op + " writes");
      checked++;
    }
    assertEquals(expected.size(), checked);
  }

  @Test
  void nocLatencyTruncatesFlitsTimesTheTableValue() throws TimingInputException {
    TimingConfig config = new TimingConfig();
    config.chipConfig.networkConfig.busWidth = 8;
    NocTable table = NocTable.read(
        "{\"latency\": {\"0\": {\"1\": 1.5}}, \"energy\": {\"0\": {\"1\": 46}}}", "net.json", 2, -10);
    Network network = new Network(new Kernel(), config, table, TimingTrace.NONE, null);
    assertEquals(4000, network.cost(0, 1, 20), "20 B = 3 flits, (int) (3 * 1.5 ns) = 4 ns");
    assertEquals(3 * 46, network.energyPj, 1e-12);
    assertEquals(1000, network.cost(0, 1, 1), "1 B = 1 flit, (int) 1.5 = 1 ns");
    assertEquals(0, network.cost(0, 1, 0), "0 B = 0 flits");
    assertEquals(0, network.cost(1, 0, 64), "a missing pair is free");
    assertEquals(List.of("1 -> 0"), List.copyOf(network.missingPairs));
  }
}
