package raptor.tblgen.format;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A checked declarative assembly format of one op.
 *
 * @param elements the top-level elements
 * @param operandTypes where the parser gets the type of each operand entry, by name
 * @param resultTypes where the parser gets the type of each result entry, by name
 * @param boundAttributes the attributes the format prints itself (elided from {@code attr-dict})
 * @param hasPropDict whether {@code prop-dict} is present
 */
public record AssemblyFormat(List<FormatElement> elements, Map<String, TypeSource> operandTypes,
    Map<String, TypeSource> resultTypes, Set<String> boundAttributes, boolean hasPropDict) {
  /** Copies the collections. */
  public AssemblyFormat {
    elements = List.copyOf(elements);
    operandTypes = Map.copyOf(operandTypes);
    resultTypes = Map.copyOf(resultTypes);
    boundAttributes = Set.copyOf(boundAttributes);
  }
}
