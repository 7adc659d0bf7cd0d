package raptor.tools.lit;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The record of what a test executed, formatted like lit's failure output: each RUN line
 * with its substituted command, then every executed command with its output in boxes and
 * its exit status when it failed.
 */
public final class Transcript {
  private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

  private final StringBuilder text = new StringBuilder();

  /** Records the start of the RUN line at {@code line}. */
  void runLine(int line, String command) {
    text.append("# RUN: at line ").append(line).append('\n').append(command).append('\n');
  }

  /** Records one executed command and what it printed. */
  void command(List<String> args, byte[] stdout, byte[] stderr, int status) {
    text.append("# executed command:");
    for (String arg : args) {
      text.append(' ').append(quote(arg));
    }
    text.append('\n');
    box("stdout", ShellExecutor.text(stdout));
    box("stderr", ShellExecutor.text(stderr));
    if (status != 0) {
      if (stdout.length == 0 && stderr.length == 0) {
        text.append("# note: command had no output on stdout or stderr\n");
      }
      text.append("# error: command failed with exit status: ").append(status).append('\n');
    }
  }

  /** Records an error that stopped the test before a command ran. */
  void error(String message) {
    text.append("# error: ").append(message).append('\n');
  }

  private void box(String stream, String output) {
    if (output.isEmpty()) {
      return;
    }
    text.append("# .---command ").append(stream).append("------------\n");
    for (String line : output.split("\n", -1)) {
      if (!line.isEmpty() || !output.endsWith("\n")) {
        text.append("# | ").append(line).append('\n');
      }
    }
    text.append("# `-----------------------------\n");
  }

  private static String quote(String arg) {
    return SAFE.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\"'\"'") + "'";
  }

  @Override
  public String toString() {
    return text.toString();
  }
}
