package raptor.tblgen.ods;

/**
 * A successor entry.
 *
 * @param name the name
 * @param variadic whether it stands for any number of successors (last entry only)
 */
public record SuccessorSpec(String name, boolean variadic) {
}
