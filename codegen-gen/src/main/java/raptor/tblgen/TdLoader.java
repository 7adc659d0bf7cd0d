package raptor.tblgen;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import raptor.tblgen.ast.IncludeStmt;
import raptor.tblgen.ast.TdFile;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.SourceDecoder;
import raptor.tblgen.diag.SourceSet;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.parser.TdParser;
import raptor.tblgen.record.Evaluator;
import raptor.tblgen.record.RecordKeeper;

/**
 * Reads a {@code .td} file and everything it includes into records: the front end's entry point.
 *
 * <p>An {@code include "x.td"} is looked up as TableGen does: the path as written (relative to the working
 * directory), then each include directory in order, and last among the files this library ships
 * (the class path resources under {@value #BUNDLED}, such as {@code raptor/OpBase.td}), so that a
 * dialect outside this repository includes our ODS library without copying it. One loader serves one
 * compilation.
 */
public final class TdLoader {
  /** The class path directory of the {@code .td} files shipped with this library. */
  public static final String BUNDLED = "raptor-td/";

  private final List<Path> includeDirs;
  private final TdParser parser = new TdParser();
  private final SourceSet sources = new SourceSet();
  private final Evaluator evaluator;

  /**
   * Creates a loader that prints the notes of {@code dump} statements on standard error, as TableGen does.
   *
   * @param includeDirs the include search path, in order
   */
  public TdLoader(List<Path> includeDirs) {
    this(includeDirs, System.err);
  }

  /**
   * Creates a loader.
   *
   * @param includeDirs the include search path, in order
   * @param notes       where the notes of {@code dump} statements are printed
   */
  public TdLoader(List<Path> includeDirs, PrintStream notes) {
    this.includeDirs = List.copyOf(includeDirs);
    this.evaluator = new Evaluator(this::include, (loc, message) -> notes.print(sources.renderNote(loc, message)));
  }

  /**
   * Evaluates a file given by path.
   *
   * @param file the file; its path as given names it in diagnostics
   * @return the records
   * @throws TdException on the first error
   * @throws IOException if the file cannot be read
   */
  public RecordKeeper loadFile(Path file) throws IOException {
    return loadBytes(file.toString(), Files.readAllBytes(file));
  }

  /**
   * Evaluates a file given as its bytes, which must be UTF-8.
   *
   * @param name the name used in diagnostics
   * @param bytes the file contents
   * @return the records
   * @throws TdException on the first error, a malformed byte included
   */
  public RecordKeeper loadBytes(String name, byte[] bytes) {
    return loadText(name, SourceDecoder.decode(name, bytes));
  }

  /**
   * Evaluates a file given as text.
   *
   * @param name the name used in diagnostics
   * @param text the file text
   * @return the records
   * @throws TdException on the first error
   */
  public RecordKeeper loadText(String name, String text) {
    sources.add(name, text);
    TdFile file = parser.parse(name, text);
    try {
      evaluator.evaluate(file);
    } catch (StackOverflowError e) {
      throw TdParser.nestingTooDeep(name, text);
    }
    return evaluator.keeper();
  }

  /** {@return the texts read so far, to quote source lines in diagnostics} */
  public SourceSet sources() {
    return sources;
  }

  private TdFile include(IncludeStmt include) {
    Path found = find(include.path());
    String name = found == null ? include.path() : found.toString();
    String text = found == null ? readBundled(include) : read(found, include.loc());
    sources.add(name, text);
    return parser.parse(name, text);
  }

  private static String readBundled(IncludeStmt include) {
    try (InputStream in = TdLoader.class.getClassLoader()
        .getResourceAsStream(BUNDLED + include.path())) {
      if (in == null) {
        throw new TdException(include.loc(), "could not find include file '" + include.path() + "'");
      }
      return SourceDecoder.decode(include.path(), in.readAllBytes());
    } catch (IOException e) {
      throw new TdException(include.loc(), "could not read include file '" + include.path() + "': "
          + e.getMessage());
    }
  }

  private Path find(String path) {
    Path direct = Path.of(path);
    if (Files.isRegularFile(direct)) {
      return direct;
    }
    for (Path dir : includeDirs) {
      Path candidate = dir.resolve(path);
      if (Files.isRegularFile(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  private static String read(Path file, SourceLoc loc) {
    try {
      return SourceDecoder.decode(file.toString(), Files.readAllBytes(file));
    } catch (IOException e) {
      throw new TdException(loc, "could not read include file '" + file + "': " + e.getMessage());
    }
  }
}
