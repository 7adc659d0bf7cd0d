package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import org.junit.jupiter.api.Test;

class ComputeGraphTest {
  @Test
  void rejectsACycleNamingANodeOnIt() {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    int a = builder.addNode(1, Set.of());
    int b = builder.addNode(1, Set.of());
    int c = builder.addNode(1, Set.of());
    builder.addEdge(a, b, new TransferCost(0, 1)).addEdge(b, c, new TransferCost(0, 1))
        .addEdge(c, b, new TransferCost(0, 1));
    SchedulingException e = assertThrows(SchedulingException.class, builder::build);
    assertEquals("merge scheduling: compute graph is cyclic", e.getMessage());
    assertEquals(b, e.node());
  }

  @Test
  void aggregatesEdgesBetweenTheSameNodes() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    int a = builder.addNode(1, Set.of());
    int b = builder.addNode(1, Set.of());
    builder.addEdge(a, b, new TransferCost(1, 3)).addEdge(a, b, new TransferCost(50, 2));
    ComputeGraph graph = builder.build();
    assertEquals(1, graph.successors(a).size());
    assertEquals(new TransferCost(50, 5), graph.successors(a).get(0).cost());
    assertEquals(a, graph.predecessors(b).get(0).node());
  }

  @Test
  void topologicalOrderPrefersSmallerIndices() throws SchedulingException {
    ComputeGraph.Builder builder = ComputeGraph.builder();
    for (int i = 0; i < 4; i++) {
      builder.addNode(1, Set.of());
    }
    builder.addEdge(3, 0, new TransferCost(0, 1)).addEdge(2, 1, new TransferCost(0, 1));
    assertArrayEquals(new int[] {2, 1, 3, 0}, builder.build().topologicalOrder());
  }

  @Test
  void transferTimeIsZeroOnOneCoreAndFixedPlusFlitsTimesLatencyElsewhere() {
    long[] latencies = {0, 3, 7, 0};
    SchedulingTarget target = new SchedulingTarget(2, 1, 4, 16, 4, 64, 8, 32, latencies);
    TransferCost cost = new TransferCost(5, 4);
    assertEquals(0, cost.time(1, 1, target));
    assertEquals(5 + 4 * 3, cost.time(0, 1, target));
    assertEquals(5 + 4 * 7, cost.time(1, 0, target));
    assertEquals(5 + 4 * 5, cost.averageTime(target));
    assertEquals(new TransferCost(0, 3), TransferCost.ofBytes(17, target));
  }

  /** Arch-A's 168 cores sit on its 12x14 mesh, a flit taking 2 ns per hop and 2 more. */
  @Test
  void meshLatenciesGrowWithManhattanHops() {
    long[] mesh = MeshLatencies.of(168);
    assertEquals(0, mesh[0]);
    assertEquals(4, mesh[1]);
    assertEquals(4, mesh[14]);
    assertEquals(30, mesh[13 * 168 + 14]);
    assertEquals(50, mesh[167]);
    assertEquals(mesh[5 * 168 + 100], mesh[100 * 168 + 5]);
  }

  /** The mesh is the most nearly square rectangle: the timing profiles' meshes, a line if prime. */
  @Test
  void meshRowsAreTheLargestDivisorUpToTheSquareRoot() {
    assertEquals(12, MeshLatencies.rows(168));
    assertEquals(6, MeshLatencies.rows(138));
    assertEquals(12, MeshLatencies.rows(144));
    assertEquals(1, MeshLatencies.rows(7));
    assertEquals(1, MeshLatencies.rows(1));
  }
}
