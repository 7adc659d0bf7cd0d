package raptor.ir.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output files: atomic for regular files, write-through for devices and FIFOs, links followed. */
class OutputFileTest {
  @TempDir Path dir;

  private static OutputFile.Content text(String value) {
    return out -> out.write(value.getBytes(StandardCharsets.UTF_8));
  }

  private void write(String path, String value) throws FileAccessException {
    OutputFile.write(path, System.out, text(value));
  }

  private Stream<String> leftovers() throws IOException {
    return Files.list(dir).map(p -> p.getFileName().toString()).filter(n -> n.contains(".tmp-"));
  }

  @Test
  void replacesARegularFileAndKeepsItsMode() throws Exception {
    Path file = dir.resolve("out.mlir");
    Files.writeString(file, "old");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
    write(file.toString(), "new");
    assertEquals("new", Files.readString(file));
    assertEquals("rw-r-----",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals(0, leftovers().count());
  }

  @Test
  void newFilesGetTheUmaskModeNotPrivateTemporaryMode() throws Exception {
    Path reference = Files.createFile(dir.resolve("reference"));
    Path file = dir.resolve("new.mlir");
    write(file.toString(), "x");
    assertEquals(Files.getPosixFilePermissions(reference), Files.getPosixFilePermissions(file));
  }

  @Test
  void followsSymbolicLinksAndReplacesTheTarget() throws Exception {
    Path target = dir.resolve("real.mlir");
    Files.writeString(target, "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.mlir"), Path.of("real.mlir"));
    Path second = Files.createSymbolicLink(dir.resolve("second.mlir"), link);
    write(second.toString(), "new");
    assertTrue(Files.isSymbolicLink(link));
    assertTrue(Files.isSymbolicLink(second));
    assertEquals("new", Files.readString(target));
  }

  @Test
  void aDanglingLinkCreatesItsTarget() throws Exception {
    Path link = Files.createSymbolicLink(dir.resolve("link.mlir"), Path.of("made.mlir"));
    write(link.toString(), "made");
    assertTrue(Files.isSymbolicLink(link));
    assertEquals("made", Files.readString(dir.resolve("made.mlir")));
  }

  @Test
  void aLinkCycleIsAnErrorNamingThePath() throws Exception {
    Path a = dir.resolve("a");
    Files.createSymbolicLink(a, Path.of("b"));
    Files.createSymbolicLink(dir.resolve("b"), Path.of("a"));
    FileAccessException e = assertThrows(FileAccessException.class, () -> write(a.toString(), ""));
    assertEquals("cannot write '" + a + "': Too many levels of symbolic links", e.getMessage());
  }

  @Test
  void devicesAreWrittenThroughNeverReplaced() throws Exception {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull), "no /dev/null here");
    write("/dev/null", "discarded");
    assertFalse(Files.isRegularFile(devNull, LinkOption.NOFOLLOW_LINKS));
    assertTrue((Integer) Files.getAttribute(devNull, "unix:mode") >> 12 == 02,
        "/dev/null is still a character device");
  }

  @Test
  void fifosAreWrittenThroughNeverReplaced() throws Exception {
    Path fifo = dir.resolve("fifo");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0,
        "mkfifo is not available");
    CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
      try {
        return Files.readString(fifo);
      } catch (IOException e) {
        return "failed: " + e;
      }
    });
    write(fifo.toString(), "through the pipe");
    assertEquals("through the pipe", reader.get(30, TimeUnit.SECONDS));
    assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS));
  }

  @Test
  void errorsNameTheUsersPathAndTheReason() {
    String missing = dir.resolve("nodir/out.mlir").toString();
    FileAccessException e = assertThrows(FileAccessException.class, () -> write(missing, "x"));
    assertEquals("cannot write '" + missing + "': No such file or directory", e.getMessage());
    e = assertThrows(FileAccessException.class, () -> write(dir.toString(), "x"));
    assertEquals("cannot write '" + dir + "': Is a directory", e.getMessage());
  }

  @Test
  void aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws Exception {
    Path file = dir.resolve("kept.mlir");
    Files.writeString(file, "old");
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> OutputFile.write(file.toString(), System.out, out -> {
          out.write("partial".getBytes(StandardCharsets.UTF_8));
          throw new IOException("No space left on device");
        }));
    assertEquals("cannot write '" + file + "': No space left on device", e.getMessage());
    assertEquals("old", Files.readString(file));
    assertEquals(0, leftovers().count());
  }

  @Test
  void temporaryFilesOfEndedProcessesAreRemovedByTheNextWrite() throws Exception {
    Path abandoned = Files.writeString(dir.resolve(".out.mlir.tmp-999999999-abc"), "stale");
    Path legacy = Files.writeString(dir.resolve(".out.mlir.tmp-zzz"), "stale");
    Path live = Files.writeString(dir.resolve(".out.mlir.tmp-"
        + ProcessHandle.current().pid() + "-abc"), "in use");
    write(dir.resolve("out.mlir").toString(), "fresh");
    assertFalse(Files.exists(abandoned));
    assertFalse(Files.exists(legacy));
    assertTrue(Files.exists(live), "a running process's temporary file is left alone");
  }

  @Test
  void dashIsStandardOutput() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    OutputFile.write("-", new PrintStream(bytes, true, StandardCharsets.UTF_8), text("out"));
    assertEquals("out", bytes.toString(StandardCharsets.UTF_8));
    try (Stream<Path> entries = Files.list(dir)) {
      assertEquals(0, entries.count());
    }
  }

  @Test
  void anOpenedFileIsStagedBesideTheTargetUntilCommitted() throws Exception {
    Path file = dir.resolve("out.mlir");
    Files.writeString(file, "old");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
    try (OutputFile.Opened out = OutputFile.open(file.toString(), System.out)) {
      assertTrue(out.isStaged());
      out.stream().write("new".getBytes(StandardCharsets.UTF_8));
      out.stream().flush();
      assertEquals("old", Files.readString(file), "the target is untouched before the commit");
      assertEquals(1, leftovers().count(), "the text goes to one temporary file beside it");
      out.commit();
    }
    assertEquals("new", Files.readString(file));
    assertEquals("rw-r-----",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals(0, leftovers().count());
  }

  @Test
  void abortingLeavesTheOldFileOrNoFileAndNoTemporaryFile() throws Exception {
    Path kept = Files.writeString(dir.resolve("kept.mlir"), "old");
    Path absent = dir.resolve("absent.mlir");
    OutputFile.Opened replacing = OutputFile.open(kept.toString(), System.out);
    replacing.stream().write("new".getBytes(StandardCharsets.UTF_8));
    replacing.abort();
    try (OutputFile.Opened creating = OutputFile.open(absent.toString(), System.out)) {
      creating.stream().write("new".getBytes(StandardCharsets.UTF_8));
    }
    assertEquals("old", Files.readString(kept));
    assertFalse(Files.exists(absent), "closing without a commit aborts");
    assertEquals(0, leftovers().count());
    assertThrows(IllegalStateException.class, replacing::commit);
  }

  @Test
  void openedSpecialFilesAndStandardOutputAreWrittenThrough() throws Exception {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull), "no /dev/null here");
    try (OutputFile.Opened out = OutputFile.open("/dev/null", System.out)) {
      assertFalse(out.isStaged());
      out.stream().write("discarded".getBytes(StandardCharsets.UTF_8));
      out.commit();
    }
    assertTrue((Integer) Files.getAttribute(devNull, "unix:mode") >> 12 == 02,
        "/dev/null is still a character device");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputFile.Opened out =
        OutputFile.open("-", new PrintStream(bytes, false, StandardCharsets.UTF_8))) {
      assertFalse(out.isStaged());
      out.stream().write("out".getBytes(StandardCharsets.UTF_8));
      out.commit();
    }
    assertEquals("out", bytes.toString(StandardCharsets.UTF_8));
    try (Stream<Path> entries = Files.list(dir)) {
      assertEquals(0, entries.count());
    }
  }

  @Test
  void openingReportsTheUsersPathAndTheReason() {
    String missing = dir.resolve("nodir/out.mlir").toString();
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> OutputFile.open(missing, System.out));
    assertEquals("cannot write '" + missing + "': No such file or directory", e.getMessage());
    e = assertThrows(FileAccessException.class, () -> OutputFile.open(dir.toString(), System.out));
    assertEquals("cannot write '" + dir + "': Is a directory", e.getMessage());
  }
}
