package raptor.pass;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a component of a pass's options record as a group of options: its type is itself an
 * options record, whose options (and those of its own groups) are the pass's options, under their
 * own names. A set of options shared by several passes is declared once, as a group record, and a
 * composite pass hands the group object to the passes it runs.
 *
 * <pre>{@code
 * public record Options(@OptionGroup PimTargetOptions target,
 *     @Option(name = "pim-detect-communication-deadlock", help = "...") boolean detectDeadlock) {
 * }
 * }</pre>
 *
 * <p>Written {@code verify-pim{core-count=2 pim-detect-communication-deadlock}}: the group adds
 * no prefix, so option names must be unique across the whole record. The group's defaults are
 * those of the group object in the pass's default options.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface OptionGroup {
}
