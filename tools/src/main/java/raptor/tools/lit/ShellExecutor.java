package raptor.tools.lit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs parsed RUN lines in-process, like lit's internal shell with {@code pipefail}: pipes
 * pass a command's standard output as the next one's input, redirections go to files
 * relative to the test's working directory, {@code not} inverts a status, and tools come
 * from the {@link ToolRegistry}. The builtins {@code echo}, {@code cat}, {@code mkdir},
 * {@code rm}, {@code true}, {@code false} and {@code :} need no process; any other command
 * runs as an external program found on {@code PATH}.
 */
public final class ShellExecutor {
  /** The status of a command that crashed (threw), shown as lit shows SIGABRT. */
  public static final int CRASH = -6;

  private final ToolRegistry tools;
  private final Path workingDir;
  private final Transcript transcript;

  /**
   * Creates an executor.
   *
   * @param workingDir the directory relative paths in redirections and builtins resolve in
   * @param transcript receives a record of every executed command
   */
  public ShellExecutor(ToolRegistry tools, Path workingDir, Transcript transcript) {
    this.tools = tools;
    this.workingDir = workingDir;
    this.transcript = transcript;
  }

  /** {@return the exit status of {@code script}} */
  public int run(ShellScript script) throws LitException {
    int status = runPipeline(script.pipelines().get(0));
    for (int i = 0; i < script.operators().size(); i++) {
      String operator = script.operators().get(i);
      if (operator.equals("&&") && status != 0 || operator.equals("||") && status == 0) {
        continue;
      }
      status = runPipeline(script.pipelines().get(i + 1));
    }
    return status;
  }

  private int runPipeline(ShellScript.Pipeline pipeline) throws LitException {
    byte[] input = new byte[0];
    int status = 0;
    List<ShellScript.Command> commands = pipeline.commands();
    for (ShellScript.Command command : commands) {
      ByteArrayOutputStream stdout = new ByteArrayOutputStream();
      ByteArrayOutputStream stderr = new ByteArrayOutputStream();
      int result = runCommand(command, input, stdout, stderr);
      transcript.command(command.args(), stdout.toByteArray(), stderr.toByteArray(), result);
      input = stdout.toByteArray();
      status = result != 0 ? result : status;
    }
    return status;
  }

  private int runCommand(ShellScript.Command command, byte[] pipeInput,
      ByteArrayOutputStream stdout, ByteArrayOutputStream stderr) throws LitException {
    OutputStream[] fds = {null, stdout, stderr};
    InputStream in = new ByteArrayInputStream(pipeInput);
    List<OutputStream> opened = new ArrayList<>();
    try {
      for (ShellScript.Redirect redirect : command.redirects()) {
        in = redirect(redirect, fds, in, opened);
      }
      PrintStream out = new PrintStream(fds[1], true);
      PrintStream err = fds[2] == fds[1] ? out : new PrintStream(fds[2], true);
      int status = execute(command.args(), in, out, err);
      out.flush();
      err.flush();
      return status;
    } catch (IOException e) {
      throw new LitException("cannot redirect: " + e.getMessage());
    } finally {
      for (OutputStream stream : opened) {
        try {
          stream.close();
        } catch (IOException ignored) {
          // Nothing sensible to do; the command has already finished.
        }
      }
    }
  }

  private InputStream redirect(ShellScript.Redirect redirect, OutputStream[] fds,
      InputStream in, List<OutputStream> opened) throws IOException, LitException {
    String op = redirect.operator();
    if (op.equals("<")) {
      return new ByteArrayInputStream(Files.readAllBytes(resolve(redirect.target())));
    }
    int fd = redirect.fd();
    if (fd < 1 || fd > 2) {
      throw new LitException("unsupported redirect of file descriptor " + fd);
    }
    if (op.equals(">&")) {
      int target = switch (redirect.target()) {
        case "1" -> 1;
        case "2" -> 2;
        default -> throw new LitException("unsupported redirect target: >&"
            + redirect.target());
      };
      fds[fd] = fds[target];
      return in;
    }
    OutputStream file = Files.newOutputStream(resolve(redirect.target()),
        StandardOpenOption.CREATE, StandardOpenOption.WRITE, op.equals(">>")
            ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING);
    opened.add(file);
    if (op.equals("&>")) {
      fds[1] = file;
      fds[2] = file;
    } else {
      fds[fd] = file;
    }
    return in;
  }

  private Path resolve(String path) {
    return workingDir.resolve(path);
  }

  /** Runs one command (after redirections) and returns its status. */
  private int execute(List<String> args, InputStream in, PrintStream out, PrintStream err) {
    String name = args.get(0);
    List<String> rest = args.subList(1, args.size());
    if (name.equals("not")) {
      return not(rest, in, out, err);
    }
    Optional<Builtin> builtin = Builtin.named(name);
    if (builtin.isPresent()) {
      return builtin.get().run(rest, in, out, err, workingDir);
    }
    Optional<Tool> tool = tools.lookup(name);
    if (tool.isEmpty()) {
      return ExternalCommand.run(args, in, out, err, workingDir);
    }
    try {
      return tool.get().run(rest.toArray(String[]::new), in, out, err);
    } catch (RuntimeException | Error crash) {
      Throwable cause = crash instanceof ToolRegistry.ToolCrash ? crash.getCause() : crash;
      err.println(name + " crashed:");
      cause.printStackTrace(err);
      return CRASH;
    }
  }

  private int not(List<String> args, InputStream in, PrintStream out, PrintStream err) {
    boolean crash = !args.isEmpty() && args.get(0).equals("--crash");
    List<String> command = crash ? args.subList(1, args.size()) : args;
    if (command.isEmpty()) {
      err.println("not: missing command");
      return 1;
    }
    int status = execute(command, in, out, err);
    if (crash) {
      return status == CRASH ? 0 : 1;
    }
    return status == 0 || status == CRASH ? 1 : 0;
  }

  /** {@return {@code bytes} as text, for transcripts} */
  static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
