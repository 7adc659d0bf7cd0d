package raptor.dialect.spat.transforms.scheduling;

/**
 * One crossbar tile of a weight matrix that a compute keeps resident (spec §1.1). Two computes on
 * one core that use the same tile count it once.
 *
 * @param weight the identity of the weight (the function-level value)
 * @param tileRow the tile's row among the crossbar tiles of the weight
 * @param tileColumn the tile's column
 */
public record ResidentWeight(Object weight, long tileRow, long tileColumn) {
}
