package raptor.tools.validate;

import java.nio.file.Path;
import java.util.List;

/**
 * One model to validate.
 *
 * @param id the name in tables and the CSV: the path under the folder it was found in, or the
 *     suite case id
 * @param file the {@code .onnx} file
 * @param artifacts the folder of everything generated for it (spec §3.7)
 * @param target the target it is compiled for
 * @param flags extra {@code raptor-run} flags (a suite case's Conv strategy, passthrough flags)
 */
record ValidationModel(String id, Path file, Path artifacts, ValidationTarget target,
    List<String> flags) {
}
