package raptor.gen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.util.Set;
import javax.lang.model.element.Element;
import raptor.tblgen.ods.DialectSpec;

/**
 * What every emitter of one dialect needs: the spec, the package, the hooks class and the
 * {@code .td} path named in headers.
 *
 * @param spec the dialect and its ops
 * @param packageName the package of the generated classes (the hooks class's)
 * @param hooks the hand-written hooks class
 * @param tdPath the {@code .td} path relative to the spec root, such as {@code arith/Arith.td}
 * @param origin the element generated files originate from (for incremental builds), or {@code null}
 * @param reservedNames the methods of {@code Operation} (and of generated classes) no accessor
 *     may take
 */
public record EmitContext(DialectSpec spec, String packageName, ClassName hooks, String tdPath,
    Element origin, Set<String> reservedNames) {
  /** Copies the set. */
  public EmitContext {
    reservedNames = Set.copyOf(reservedNames);
  }

  /**
   * {@return the typed accessor of attribute {@code odsName}: its camel-case name, or with
   * {@code Value} appended when that is reserved (memref.get_global's {@code name} gives
   * {@code nameValue()} beside {@code nameAttr()}); attribute names are fixed by the IR text,
   * so they cannot be renamed like operands}
   */
  public String typedAttrAccessor(String odsName) {
    return typedAttrAccessor(odsName, reservedNames);
  }

  /** {@return the typed accessor of attribute {@code odsName} given {@code reserved} names} */
  public static String typedAttrAccessor(String odsName, Set<String> reserved) {
    String name = JavaNames.camel(odsName);
    return reserved.contains(name) ? name + "Value" : name;
  }
  /** {@return the generated dialect class} */
  public ClassName dialectClass() {
    return ClassName.get(packageName, spec.dialect().javaPrefix() + "Dialect");
  }

  /** {@return the file of {@code type}, generated from the def at {@code line}} */
  JavaFile file(TypeSpec type, int line) {
    TypeSpec withOrigin = origin == null ? type : type.toBuilder().addOriginatingElement(origin).build();
    return JavaFile.builder(packageName, withOrigin).addFileComment(header(line))
        .skipJavaLangImports(true).indent("  ").build();
  }

  /** {@return the header comment of a file generated from the def at {@code line}} */
  public String header(int line) {
    return "Generated from " + tdPath + ":" + line
        + " by raptor.gen.processor.DialectProcessor. Do not edit.";
  }
}
