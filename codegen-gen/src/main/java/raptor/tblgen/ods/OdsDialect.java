package raptor.tblgen.ods;

import raptor.tblgen.diag.SourceLoc;

/**
 * A dialect: {@code def X_Dialect : Dialect}.
 *
 * @param defName the TableGen def name, such as {@code Arith_Dialect}
 * @param name the namespace, such as {@code arith}
 * @param javaPrefix the prefix of generated class names, such as {@code Arith}
 * @param summary the one-line summary, or ""
 * @param description the Markdown description, or ""
 * @param hasAttributeParser whether dialect attributes are parsed by a hook
 * @param hasConstantMaterializer whether folded constants are materialized by a hook
 * @param loc where the def is
 */
public record OdsDialect(String defName, String name, String javaPrefix, String summary,
    String description, boolean hasAttributeParser, boolean hasConstantMaterializer,
    SourceLoc loc) {
}
