package raptor.tools.tblgen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import raptor.ir.io.InputFile;
import raptor.tools.InputLimitConverter;

/** The flags of {@code raptor-tblgen}, bound by picocli; names follow {@code mlir-tblgen}. */
@Command(
    name = "raptor-tblgen",
    mixinStandardHelpOptions = true,
    version = "raptor-tblgen 0.1.0",
    sortOptions = false,
    description = "Evaluate a TableGen (.td) file and print its records, or the ODS model of an MLIR dialect file.")
final class TblgenOptions {
  @Option(names = "--print-records",
      description = "Print all classes and defs, as mlir-tblgen --print-records (the default action).")
  boolean printRecords;

  @Option(names = "--print-ods",
      description = "Read the ops of a dialect file written against MLIR's own ODS library "
          + "(mlir/IR/OpBase.td) into Raptor's ODS model and print it, one op per block, sorted "
          + "by name; C++-only parts are noted once per kind on stderr, and a constraint with no "
          + "Raptor predicate is an error.")
  boolean printOds;

  @Option(names = "-I", paramLabel = "DIR", description = "Add a directory to the include search path.")
  List<Path> includeDirs = new ArrayList<>();

  @Option(names = "-o", paramLabel = "FILE", description = "Write the output to FILE ('-' for stdout).")
  String output = "-";

  @Option(names = InputFile.LIMIT_FLAG, paramLabel = "BYTES", converter = InputLimitConverter.class,
      description = "Refuse an input larger than BYTES (suffix K, M or G; default 1G).")
  long maxInputSize = InputFile.DEFAULT_LIMIT;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
      description = "The input .td file ('-' or none for stdin).")
  String input = "-";
}
