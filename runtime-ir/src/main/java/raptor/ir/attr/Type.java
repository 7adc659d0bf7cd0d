package raptor.ir.attr;

/** An immutable type value; a type is also usable wherever an attribute is expected. */
public interface Type extends Attribute {
}
