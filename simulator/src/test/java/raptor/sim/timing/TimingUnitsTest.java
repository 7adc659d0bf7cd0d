package raptor.sim.timing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.isa.Opcode;

/** Unit tests of timing-model.md section 13.1: heap order, memory server, crossbar cycles, hazards. */
class TimingUnitsTest {
  /** A heap item that records its name when resumed. */
  private static final class Named extends Proc {
    private final String name;
    private final List<String> log;

    Named(String name, List<String> log) {
      this.name = name;
      this.log = log;
    }

    @Override
    void resume() {
      log.add(name);
    }
  }

  @Test
  void heapTiesAreNeitherFifoNorLifo() {
    PpqHeap heap = new PpqHeap();
    List<String> order = new ArrayList<>();
    for (String name : List.of("a", "b", "c")) {
      heap.insert(1000, new Named(name, order));
    }
    heap.insert(500, new Named("early", order));
    while (heap.size() > 0) {
      heap.extract().resume();
    }
    // "early" sifts up past b and a: [early, a, c, b]. Each extract moves the last item to the
    // root, where it stays unless a child is strictly earlier: b, then c, then a.
    assertEquals(List.of("early", "b", "c", "a"), order);
  }

  /**
   * Runs {@code cycles} clock cycles on a heap of the clock (period 1000) and items at random,
   * often equal, times, extracting and re-inserting each due item as the kernel does, and {@return
   * the order in which items came out}. With {@code skip}, idle cycles use {@link
   * PpqHeap#requeueRoot} and {@link PpqHeap#retimeRoot} as {@link Simulation} does.
   */
  private static List<String> clockRun(long seed, boolean skip) {
    java.util.Random random = new java.util.Random(seed);
    PpqHeap heap = new PpqHeap();
    List<String> order = new ArrayList<>();
    Named clock = new Named("clock", new ArrayList<>());
    heap.insert(1000, clock);
    for (int i = 0; i < 40; i++) {
      heap.insert(1000L * (2 + random.nextInt(400)), new Named("p" + i, order));
    }
    while (heap.topTime() < 5_000_000) {
      long t = heap.topTime();
      if (skip && heap.top() == clock && heap.secondTime() > t + 1000) {
        long others = heap.secondTime();
        if (heap.requeueRoot(t + 1000)) {
          heap.retimeRoot(t + (others - 1 - t) / 1000 * 1000);
        }
        continue;
      }
      List<Proc> due = new ArrayList<>();
      while (heap.size() > 0 && heap.topTime() == t) {
        due.add(heap.extract());
      }
      for (Proc proc : due) {
        if (proc == clock) {
          heap.insert(t + 1000, clock);
        } else {
          proc.resume();
          heap.insert(t + 1000L * (1 + random.nextInt(300)), proc);
        }
      }
    }
    return order;
  }

  @Test
  void skippingIdleClockCyclesKeepsTheHeapOrder() {
    for (long seed = 0; seed < 20; seed++) {
      List<String> exact = clockRun(seed, false);
      assertTrue(exact.size() > 1000);
      assertTrue(exact.equals(clockRun(seed, true)), "seed " + seed + ": the extraction orders differ");
    }
  }

  @Test
  void requeueingTheRootReportsWhetherTheOthersStayed() {
    PpqHeap heap = new PpqHeap();
    List<String> log = new ArrayList<>();
    Named clock = new Named("clock", log);
    heap.insert(1000, clock);
    heap.insert(6000, new Named("a", log));
    heap.insert(5000, new Named("b", log));
    heap.insert(7000, new Named("c", log));
    // [clock, a, b, c]: c moves to the root and sinks below b to slot 3, not to slot 2 (the
    // parent of its slot 4); the clock then rises from slot 4, leaving [clock, b, c, a].
    assertFalse(heap.requeueRoot(2000));
    // Now a sinks below b to slot 2, its parent's, and the clock's rise puts it back.
    assertTrue(heap.requeueRoot(3000));
    assertTrue(heap.requeueRoot(4000));
    heap.retimeRoot(4900);
    for (String name : List.of("clock", "b", "a", "c")) {
      heap.extract().resume();
    }
    assertEquals(List.of("clock", "b", "a", "c"), log);
  }

  @Test
  void equalInstructionsArePooled() {
    InstructionPool pool = new InstructionPool();
    List<PimsimInstruction> first = new ArrayList<>();
    for (int i = 0; i < 5000; i++) {
      first.add(pool.intern(PimsimInstruction.of(Opcode.SLDI).registers(i % 7, 0, 0).immediate(64 * i).build()));
    }
    for (int i = 0; i < 5000; i++) {
      PimsimInstruction again = PimsimInstruction.of(Opcode.SLDI).registers(i % 7, 0, 0).immediate(64 * i).build();
      assertTrue(first.get(i) == pool.intern(again), "instruction " + i);
    }
    PimsimInstruction other = PimsimInstruction.of(Opcode.SLDI).registers(1, 0, 0).immediate(65).build();
    assertTrue(pool.intern(other) == other);
  }

  @Test
  void memoryServerQueuesAndOverwritesTheAccumulator() {
    Kernel kernel = new Kernel();
    TimingConfig.Memory config = new TimingConfig.Memory();
    config.dataWidth = 64;
    config.readLatencyCycle = 1;
    config.writeLatencyCycle = 2;
    config.readDynamicEnergy = 0.5;
    FifoMemory memory = new FifoMemory(kernel, config);
    kernel.now = 10_000;
    assertEquals(1000, memory.access(true, 64, 0));
    assertEquals(5000, memory.access(false, 65, 1000), "queued behind the read: 1 + 2 * 2 ns");
    kernel.now = 12_000;
    assertEquals(4000, memory.access(true, 1, 7000), "busy until 15 ns: overwrites the caller's 7 ns");
    kernel.now = 20_000;
    assertEquals(9000, memory.access(true, 1, 8000), "idle server adds to the accumulator");
    assertEquals(1.5, memory.energyPj, 1e-12);
  }

  private static TimingConfig.Matrix exampleMatrix() {
    TimingConfig.Matrix m = new TimingConfig.Matrix();
    m.period = 1;
    m.cellPrecision = 8;
    m.adcLatencyCycle = 10;
    m.adcCount = 2;
    return m;
  }

  @Test
  void crossbarCyclesFollowTheFloorFormula() {
    TimingConfig.Matrix m = exampleMatrix();
    assertEquals(5168, new MatrixTiming(m).cycles(8), "example: 32 + 642 + 7 * 642");
    assertEquals(32, new MatrixTiming(m).cycles(0), "it * dt = 0 gives min(front, back)");
    m.dacCount = 64;
    assertEquals(674 + 15 * 642, new MatrixTiming(m).cycles(8));
    m.dacCount = 256;
    assertEquals(32, new MatrixTiming(m).cycles(8), "dac_count > rows floors dt to 0");
    m.dacCount = 128;
    m.adcCount = 16;
    assertEquals(32 + 82 + 7 * 82, new MatrixTiming(m).cycles(8));
    m.adcCount = 256;
    assertEquals(32 + 12 - 10 + 7 * 32, new MatrixTiming(m).cycles(8), "at = 0");
    m.adcCount = 2;
    m.pipelineMode = false;
    assertEquals((32 + 642) * 8, new MatrixTiming(m).cycles(8));
    assertEquals(128 * 8 / 4, new MatrixTiming(m).columnsFor(4));
  }

  @Test
  void hazardRangesApplyThePimsimOffsetQuirks() {
    Decoder decoder = new Decoder(new MatrixTiming(exampleMatrix()), new int[] {2});
    int[] regs = new int[Quirks.REGISTERS];
    regs[1] = 100;
    regs[2] = 1000;
    regs[3] = 2000;
    PimsimInstruction vvadd =
        PimsimInstruction.of(Opcode.VVADD).registers(1, 2, 3).offset(1, 2).length(16).build();
    Exec v = decoder.decode(0, vvadd, UnitKind.VECTOR, regs, 8, 8);
    assertArrayEquals(new int[] {1002, 1018, 2000, 2016}, v.reads, "value & 2 offsets rs1 only");
    assertArrayEquals(new int[] {102, 118}, v.writes);
    PimsimInstruction ld =
        PimsimInstruction.of(Opcode.LD).registers(1, 2, 0).offset(1, 8).size(64).build();
    Exec l = decoder.decode(0, ld, UnitKind.TRANSFER, regs, 8, 8);
    assertArrayEquals(new int[] {8, 72}, l.writes, "ld ignores its 32-bit registers");
    PimsimInstruction mvm = PimsimInstruction.of(Opcode.MVMUL).registers(1, 2, 0).matrix(8, 0, 0).build();
    Exec m = decoder.decode(0, mvm, UnitKind.MATRIX, regs, 8, 8);
    assertArrayEquals(new int[] {1000, 1128}, m.reads, "rows * ib, without the x8");
    assertArrayEquals(new int[] {100, 100 + 128 * 2}, m.writes, "cols' * crossbars * ob");
    assertTrue(v.conflictsWith(new Exec(0, ld, UnitKind.TRANSFER, 8, 8, new int[] {}, new int[] {1018, 1020})),
        "closed ranges that touch conflict");
    assertFalse(v.conflictsWith(new Exec(0, ld, UnitKind.TRANSFER, 8, 8, new int[] {}, new int[] {1019, 1020})));
  }

  @Test
  void traceTimesPrintExactPicoseconds() {
    StringBuilder out = new StringBuilder();
    TimingTrace.appendNs(out, 10_981_100);
    out.append(' ');
    TimingTrace.appendNs(out, 18_000);
    out.append(' ');
    TimingTrace.appendNs(out, 8_250);
    assertEquals("10981.1 18 8.25", out.toString());
  }
}
