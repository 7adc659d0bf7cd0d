package raptor.ir.spec;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the hand-written hooks class of a dialect ({@code <Dialect>OpsImpl}) and names the
 * {@code .td} file its op classes are generated from.
 *
 * <p>The annotation processor {@code raptor.gen.processor.DialectProcessor} reads {@link #td()}
 * relative to the {@code -Araptor.tdRoot=DIR} option, generates one class per op, the dialect
 * class, its {@code META-INF/services} entry and a Markdown reference, and checks that every hook
 * the {@code .td} asks for exists on the annotated class with the right signature.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
public @interface GenerateDialect {
  /** {@return the path of the dialect's {@code .td} file below the spec root, such as {@code arith/Arith.td}} */
  String td();
}
