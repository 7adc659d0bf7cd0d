package raptor.tools.lit;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import raptor.tools.filecheck.FileCheck;

/**
 * Maps command names used on RUN lines to in-process {@link Tool}s. Tools in other packages
 * are found reflectively by class name, so the runner compiles before they exist; a class
 * that is missing makes the command fail with a clear message.
 */
public final class ToolRegistry {
  private final Map<String, Tool> tools = new LinkedHashMap<>();

  /**
   * {@return a registry with {@code filecheck}, {@code raptor-opt}, {@code raptor-sim},
   * {@code raptor-run}, {@code raptor-compile}, {@code raptor-import} and
   * {@code raptor-export-onnx}}
   */
  public static ToolRegistry defaults() {
    ToolRegistry registry = new ToolRegistry();
    registry.register("filecheck", FileCheck::run);
    registry.registerClass("raptor-opt", "raptor.tools.opt.RaptorOpt");
    registry.registerClass("raptor-sim", "raptor.tools.sim.RaptorSim");
    registry.registerClass("raptor-run", "raptor.tools.run.RaptorRun");
    registry.registerClass("raptor-compile", "raptor.tools.compile.RaptorCompile");
    registry.registerClass("raptor-import", "raptor.tools.onnx.RaptorImport");
    registry.registerClass("raptor-export-onnx", "raptor.tools.onnx.RaptorExportOnnx");
    return registry;
  }

  /** Registers {@code tool} under {@code name}, replacing any earlier one. */
  public void register(String name, Tool tool) {
    tools.put(name, tool);
  }

  /**
   * Registers the static {@code run(String[], InputStream, PrintStream, PrintStream)} method
   * of {@code className}, looked up when the command first runs.
   */
  public void registerClass(String name, String className) {
    tools.put(name, (args, in, out, err) -> {
      Method run = findRun(className);
      if (run == null) {
        err.println(name + ": tool class " + className
            + " with a static int run(String[], InputStream, PrintStream, PrintStream) "
            + "is not available");
        return 127;
      }
      try {
        return (int) run.invoke(null, args, in, out, err);
      } catch (IllegalAccessException e) {
        err.println(name + ": cannot call " + className + ".run: " + e.getMessage());
        return 127;
      } catch (InvocationTargetException e) {
        throw new ToolCrash(e.getCause());
      }
    });
  }

  /** {@return the tool registered as {@code name}} */
  public Optional<Tool> lookup(String name) {
    return Optional.ofNullable(tools.get(name));
  }

  private static Method findRun(String className) {
    try {
      Method run = Class.forName(className).getMethod("run", String[].class,
          InputStream.class, PrintStream.class, PrintStream.class);
      return Modifier.isStatic(run.getModifiers()) && run.getReturnType() == int.class
          ? run : null;
    } catch (ClassNotFoundException | NoSuchMethodException e) {
      return null;
    }
  }

  /** An exception thrown by a tool: the in-process counterpart of a crash. */
  static final class ToolCrash extends RuntimeException {
    ToolCrash(Throwable cause) {
      super(cause);
    }
  }
}
