package raptor.tools.lit;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The commands lit's internal shell runs itself, without a process. */
enum Builtin {
  ECHO("echo") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      boolean newline = true;
      int first = 0;
      while (first < args.size() && (args.get(first).equals("-n")
          || args.get(first).equals("-e"))) {
        newline &= !args.get(first).equals("-n");
        first++;
      }
      out.print(String.join(" ", args.subList(first, args.size())));
      if (newline) {
        out.print('\n');
      }
      return 0;
    }
  },
  CAT("cat") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      try {
        if (args.isEmpty()) {
          in.transferTo(out);
        }
        for (String file : args) {
          if (file.equals("-")) {
            in.transferTo(out);
          } else {
            out.write(Files.readAllBytes(cwd.resolve(file)));
          }
        }
        return 0;
      } catch (IOException e) {
        err.println("cat: " + describe(e));
        return 1;
      }
    }
  },
  MKDIR("mkdir") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      boolean parents = args.contains("-p");
      try {
        for (String dir : args) {
          if (dir.equals("-p")) {
            continue;
          }
          if (parents) {
            Files.createDirectories(cwd.resolve(dir));
          } else {
            Files.createDirectory(cwd.resolve(dir));
          }
        }
        return 0;
      } catch (IOException e) {
        err.println("mkdir: " + describe(e));
        return 1;
      }
    }
  },
  RM("rm") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      boolean force = false;
      boolean recursive = false;
      try {
        for (String arg : args) {
          if (arg.startsWith("-") && arg.length() > 1) {
            force |= arg.contains("f");
            recursive |= arg.contains("r") || arg.contains("R");
            continue;
          }
          Path path = cwd.resolve(arg);
          if (!Files.exists(path)) {
            if (!force) {
              throw new NoSuchFileException(arg);
            }
            continue;
          }
          if (Files.isDirectory(path) && !recursive) {
            err.println("rm: " + arg + ": is a directory");
            return 1;
          }
          try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
              Files.delete(p);
            }
          }
        }
        return 0;
      } catch (IOException e) {
        err.println("rm: " + describe(e));
        return 1;
      }
    }
  },
  TRUE("true") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      return 0;
    }
  },
  COLON(":") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      return 0;
    }
  },
  FALSE("false") {
    @Override
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd) {
      return 1;
    }
  };

  private final String command;

  Builtin(String command) {
    this.command = command;
  }

  /** Runs the builtin with its arguments (without the name). */
  abstract int run(List<String> args, InputStream in, PrintStream out, PrintStream err,
      Path cwd);

  /** {@return the builtin called {@code name}, if any} */
  static Optional<Builtin> named(String name) {
    return Stream.of(values()).filter(b -> b.command.equals(name)).findFirst();
  }

  private static String describe(IOException e) {
    return e instanceof NoSuchFileException ? e.getMessage() + ": No such file or directory"
        : String.valueOf(e.getMessage());
  }
}
