/**
 * A reimplementation of LLVM's {@code FileCheck} with LLVM 22's semantics.
 *
 * <p>{@link raptor.tools.filecheck.FileCheck} is the entry point. The check file is read
 * into {@link raptor.tools.filecheck.CheckString}s by
 * {@link raptor.tools.filecheck.CheckFileReader}, each holding a
 * {@link raptor.tools.filecheck.Pattern}; {@link raptor.tools.filecheck.InputChecker} then
 * matches them against the input and reports failures through
 * {@link raptor.tools.filecheck.Diagnostics} in LLVM's {@code SourceMgr} format. Regex blocks
 * are POSIX extended regular expressions, translated to {@code java.util.regex} by
 * {@link raptor.tools.filecheck.PosixRegex}.
 */
package raptor.tools.filecheck;
