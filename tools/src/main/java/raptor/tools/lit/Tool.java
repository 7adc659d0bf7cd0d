package raptor.tools.lit;

import java.io.InputStream;
import java.io.PrintStream;

/** A command runnable in-process, with the signature every Raptor tool's {@code run} has. */
@FunctionalInterface
public interface Tool {

  /**
   * Runs the tool.
   *
   * @param args the arguments, without the program name
   * @param in standard input
   * @param out standard output
   * @param err standard error
   * @return the exit status
   */
  int run(String[] args, InputStream in, PrintStream out, PrintStream err);
}
