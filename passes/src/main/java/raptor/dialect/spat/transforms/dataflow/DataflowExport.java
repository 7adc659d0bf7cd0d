package raptor.dialect.spat.transforms.dataflow;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;

/**
 * Writes the {@link DataflowCsv} tables of a function as {@code PREFIX_nodes.csv} and
 * {@code PREFIX_edges.csv}, creating the folder of {@code PREFIX} when it is missing.
 */
public final class DataflowExport {
  private DataflowExport() {
  }

  /**
   * Writes the tables of {@code func}.
   *
   * @throws FileAccessException naming the file that cannot be written and why
   */
  public static void write(FuncFuncOp func, Path prefix) throws FileAccessException {
    DataflowCsv csv = DataflowCsv.of(func);
    Path folder = prefix.toAbsolutePath().getParent();
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new FileAccessException("cannot create the folder '" + folder + "'", e);
    }
    String base = prefix.getFileName().toString();
    OutputFile.write(folder.resolve(base + "_nodes.csv"),
        out -> out.write(csv.nodes().getBytes(StandardCharsets.UTF_8)));
    OutputFile.write(folder.resolve(base + "_edges.csv"),
        out -> out.write(csv.edges().getBytes(StandardCharsets.UTF_8)));
  }
}
