package raptor.tblgen.ods;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * A custom builder {@code OpBuilder<(ins "Type":$name, ...)>}, forwarded to a hook.
 *
 * @param params the parameters, in order
 * @param loc where the builder list is
 */
public record BuilderSpec(List<Param> params, SourceLoc loc) {
  /** Copies the list. */
  public BuilderSpec {
    params = List.copyOf(params);
  }

  /**
   * One builder parameter.
   *
   * @param javaType the Java type as written ({@code Value}, {@code long}, {@code List<Value>})
   * @param name the parameter name
   */
  public record Param(String javaType, String name) {
  }
}
