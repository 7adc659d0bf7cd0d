package raptor.ir.trait;

/** Trait: The property {@code resultSegmentSizes} gives the size of each ODS result group. */
public interface AttrSizedResultSegments extends Trait {
}
