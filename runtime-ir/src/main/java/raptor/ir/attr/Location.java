package raptor.ir.attr;

/** A source location attached to operations, block arguments and diagnostics. */
public interface Location extends Attribute {
}
