package raptor.tools.lit;

import java.util.List;

/**
 * A parsed RUN line: pipelines joined by {@code &&}, {@code ||} or {@code ;}.
 *
 * @param pipelines the pipelines, at least one
 * @param operators the operators between consecutive pipelines
 */
public record ShellScript(List<Pipeline> pipelines, List<String> operators) {

  /**
   * Commands whose standard output feeds the next one's standard input.
   *
   * @param commands the commands, at least one
   */
  public record Pipeline(List<Command> commands) {}

  /**
   * One command with its redirections, in the order written.
   *
   * @param args the program name and arguments
   * @param redirects the redirections
   */
  public record Command(List<String> args, List<Redirect> redirects) {}

  /**
   * A redirection such as {@code 2>&1}, {@code > file} or {@code < file}.
   *
   * @param fd the file descriptor redirected (0 for {@code <}, 1 for {@code >} unless given)
   * @param operator one of {@code <}, {@code >}, {@code >>}, {@code >&}, {@code &>}
   * @param target the file name, or the descriptor number for {@code >&}
   */
  public record Redirect(int fd, String operator, String target) {}
}
