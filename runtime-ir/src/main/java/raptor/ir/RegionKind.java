package raptor.ir;

/** How the blocks of a region are interpreted: an SSA control-flow graph or a graph. */
public enum RegionKind {
  /** Values must dominate their uses; blocks form a control-flow graph. */
  SSA_CFG,
  /** A single block whose ops form a graph; uses need not be dominated. */
  GRAPH
}
