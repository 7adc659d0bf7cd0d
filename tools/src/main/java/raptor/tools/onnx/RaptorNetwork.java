package raptor.tools.onnx;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.build.networks.Network;
import raptor.frontend.onnx.build.networks.Networks;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;

/**
 * {@code raptor-network}: writes one of the builder-made network recipes
 * ({@link Networks}) as a {@code .onnx} model, or lists them.
 *
 * <pre>{@code
 * raptor-network resnet18 -o resnet18.onnx
 * raptor-network --list
 * }</pre>
 */
public final class RaptorNetwork {
  private RaptorNetwork() {
  }

  /** The flags. */
  @Command(name = "raptor-network", mixinStandardHelpOptions = true,
      version = "raptor-network 0.1.0", sortOptions = false,
      description = "Write a builder-made network (seeded random weights) as a .onnx model.")
  static final class Options {
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME",
        description = "The network (see --list).")
    String name;

    @Option(names = "-o", paramLabel = "FILE", description = "The .onnx file to write.")
    Path output;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the weights (default 1).")
    long seed = 1;

    @Option(names = "--list", description = "List the networks and exit.")
    boolean list;
  }

  /** Runs the tool with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-network", RaptorNetwork::run, args);
  }

  /** {@return the exit status after running the tool in-process} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Options options = new Options();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
    } catch (CommandLine.ParameterException e) {
      err.println("raptor-network: error: " + e.getMessage());
      return 1;
    }
    if (options.list) {
      for (Network network : Networks.all()) {
        out.printf("%-17s %s%n", network.name(), network.description());
      }
      return 0;
    }
    if (options.name == null || options.output == null) {
      err.println("raptor-network: error: give a network NAME and -o FILE (--list names them)");
      return 1;
    }
    Optional<Network> network = Networks.named(options.name);
    if (network.isEmpty()) {
      err.println("raptor-network: error: no network named '" + options.name + "'; known: "
          + Networks.all().stream().map(Network::name).collect(Collectors.joining(", ")));
      return 1;
    }
    try {
      network.get().build(options.seed).write(options.output);
      return 0;
    } catch (OnnxException e) {
      err.println("raptor-network: error: " + e.getMessage());
      return 1;
    }
  }
}
