package raptor.ir.trait;

/** Trait: The property {@code operandSegmentSizes} gives the size of each ODS operand group. */
public interface AttrSizedOperandSegments extends Trait {
}
