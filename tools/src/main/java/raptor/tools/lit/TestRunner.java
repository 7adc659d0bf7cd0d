package raptor.tools.lit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one lit test file: checks its feature requirements, expands substitutions in each RUN
 * line, executes it in-process, and classifies the outcome ({@code PASS}, {@code FAIL},
 * {@code XFAIL}, {@code XPASS}, {@code UNSUPPORTED}, {@code UNRESOLVED}) as lit does.
 */
public final class TestRunner {
  private final LitConfig config;

  public TestRunner(LitConfig config) {
    this.config = config;
  }

  /** {@return the outcome of the test in {@code file}} */
  public TestResult run(Path file) {
    Path source = file.toAbsolutePath().normalize();
    TestScript script;
    try {
      script = TestScriptParser.parse(Files.readString(source, StandardCharsets.UTF_8));
      String unavailable = unmet(script.requires(), false);
      if (!unavailable.isEmpty()) {
        return new TestResult(TestStatus.UNSUPPORTED,
            "Test requires the following unavailable features: " + unavailable);
      }
      String unsupported = unmet(script.unsupported(), true);
      if (!unsupported.isEmpty()) {
        return new TestResult(TestStatus.UNSUPPORTED,
            "Test does not support the following features and/or targets: " + unsupported);
      }
    } catch (IOException e) {
      return new TestResult(TestStatus.UNRESOLVED, "cannot read " + source + ": " + e);
    } catch (LitException e) {
      return new TestResult(TestStatus.UNRESOLVED, e.getMessage());
    }
    if (!script.hasRunLines()) {
      return new TestResult(TestStatus.UNRESOLVED, "Test has no 'RUN:' line");
    }
    boolean expectFailure;
    try {
      expectFailure = expectsFailure(script.xfails());
    } catch (LitException e) {
      return new TestResult(TestStatus.UNRESOLVED, e.getMessage());
    }
    return execute(source, script, expectFailure);
  }

  private TestResult execute(Path source, TestScript script, boolean expectFailure) {
    Path relativeDir = config.sourceRoot().relativize(source.getParent());
    Path execDir = config.execRoot().resolve(relativeDir.toString());
    Path tmpBase = execDir.resolve("Output").resolve(source.getFileName().toString());
    Transcript transcript = new Transcript();
    int status = 0;
    try {
      Files.createDirectories(tmpBase.getParent());
      Substitutions substitutions = new Substitutions(config.substitutions(), source, tmpBase);
      ShellExecutor shell = new ShellExecutor(config.tools(), execDir, transcript);
      for (TestScript.Directive directive : script.directives()) {
        if (directive instanceof TestScript.Define define) {
          substitutions.define(define);
          continue;
        }
        TestScript.Run run = (TestScript.Run) directive;
        String command = substitutions.apply(run.command());
        transcript.runLine(run.line(), command.strip());
        status = shell.run(ShellParser.parse(command));
        if (status != 0) {
          break;
        }
      }
    } catch (IOException e) {
      transcript.error(e.toString());
      return new TestResult(TestStatus.UNRESOLVED, transcript.toString());
    } catch (LitException e) {
      transcript.error(e.getMessage());
      return new TestResult(TestStatus.UNRESOLVED, transcript.toString());
    }
    String output = "Exit Code: " + status + "\n\nCommand Output (stdout):\n--\n"
        + transcript + "\n--\n";
    if (status != 0) {
      return new TestResult(expectFailure ? TestStatus.XFAIL : TestStatus.FAIL, output);
    }
    return new TestResult(expectFailure ? TestStatus.XPASS : TestStatus.PASS, output);
  }

  /**
   * {@return the expressions of {@code list} that are unmet, comma-separated}
   *
   * @param wantTrue whether an expression counts when it holds ({@code UNSUPPORTED}) or when
   *     it fails ({@code REQUIRES})
   */
  private String unmet(List<String> list, boolean wantTrue) throws LitException {
    List<String> hits = new ArrayList<>();
    for (String expression : list) {
      if (BooleanExpression.evaluate(expression, config.features()) == wantTrue) {
        hits.add(expression);
      }
    }
    return String.join(", ", hits);
  }

  private boolean expectsFailure(List<String> xfails) throws LitException {
    for (String expression : xfails) {
      if (expression.equals("*") || BooleanExpression.evaluate(expression, config.features())) {
        return true;
      }
    }
    return false;
  }
}
