package raptor.backend.pim.artifact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Failures while writing leave the previous {@code DIR/pim} and report untouched and no staging
 * path behind.
 */
class AtomicWriteTest {
  @TempDir Path out;
  private Map<String, String> before;

  @BeforeEach
  void writePreviousArtifacts() throws Exception {
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), out);
    before = DirectoryContents.of(out);
  }

  private ArtifactWriteException failToWrite(PimProgram program) {
    return assertThrows(
        ArtifactWriteException.class,
        () -> new ArtifactWriter(ArtifactOptions.DEFAULT).write(program, out));
  }

  private void assertUntouched() throws IOException {
    assertEquals(before, DirectoryContents.of(out));
  }

  @Test
  void addressOutsideI32ChangesNothing() throws Exception {
    HostMemory memory =
        new HostMemory(
            48,
            List.of(HostRegion.input("arg0", 8, 8), HostRegion.output("result0", 1L << 31, 8)));
    ArtifactWriteException failure = failToWrite(TwoCorePrograms.withMemory(memory));
    assertEquals("output region 'result0'", failure.problems().get(0).location());
    assertEquals(
        "address 2147483648 is outside the i32 range 0..2147483647",
        failure.problems().get(0).message());
    assertUntouched();
  }

  @Test
  void failureAfterStagingThePimDirectoryChangesNothing() throws Exception {
    Files.delete(out.resolve("reports/memory_report.txt"));
    Files.delete(out.resolve("reports"));
    Files.writeString(out.resolve("reports"), "a file where the reports directory should be");
    before = DirectoryContents.of(out);
    ArtifactWriteException failure = failToWrite(TwoCorePrograms.program());
    assertEquals(
        "memory report (reports/memory_report.txt)", failure.problems().get(0).location());
    assertInstanceOf(IOException.class, failure.getCause());
    assertUntouched();
  }

  @Test
  void unwritableDirectoryChangesNothing() throws Exception {
    Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      assumeFalse(Files.isWritable(out), "permissions do not bind this user (root)");
      ArtifactWriteException failure = failToWrite(TwoCorePrograms.program());
      assertEquals("artifact directory pim", failure.problems().get(0).location());
      assertUntouched();
    } finally {
      Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void failingFileHalfWayRemovesTheStagingDirectory() throws Exception {
    List<ArtifactEntry> entries =
        List.of(
            new ArtifactEntry.File("a.bin", "first file", stream -> stream.write(1)),
            new ArtifactEntry.Link("sub/b.bin", "a link", "../a.bin"),
            new ArtifactEntry.File(
                "c.bin",
                "core 7 program",
                stream -> {
                  stream.write(new byte[100]);
                  throw new IOException("No space left on device");
                }),
            new ArtifactEntry.File("d.bin", "never written", stream -> stream.write(2)));
    ArtifactWriteException failure;
    try (ArtifactTransaction transaction = new ArtifactTransaction(out)) {
      failure =
          assertThrows(
              ArtifactWriteException.class, () -> transaction.stageDirectory("pim", entries));
    }
    assertEquals(
        "core 7 program (pim/c.bin): No space left on device", failure.getMessage());
    assertUntouched();
  }

  @Test
  void failedCommitPutsThePreviousOutputsBack() throws Exception {
    ArtifactTransaction transaction = new ArtifactTransaction(out);
    transaction.stageDirectory(
        "pim", List.of(new ArtifactEntry.File("new.bin", "new file", stream -> stream.write(1))));
    transaction.stageFile("reports/memory_report.txt", "memory report", stream -> stream.write(2));
    try (Stream<Path> staged = Files.list(out.resolve("reports"))) {
      for (Path path : (Iterable<Path>) staged::iterator) {
        if (path.getFileName().toString().startsWith(".memory_report.txt.staging-")) {
          Files.delete(path);
        }
      }
    }
    ArtifactWriteException failure =
        assertThrows(ArtifactWriteException.class, transaction::commit);
    assertEquals(
        out.resolve("reports/memory_report.txt").toString(),
        failure.problems().get(0).location());
    transaction.close();
    assertUntouched();
  }

  @Test
  void writingIntoAMissingDirectoryCreatesIt() throws Exception {
    Path nested = out.resolve("a/b");
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), nested);
    assertEquals("[pim, reports]", DirectoryContents.names(nested));
  }

  @Test
  void aFailedRunCreatesNoOutputDirectory() throws Exception {
    Path nested = out.resolve("new/dir");
    List<ArtifactEntry> failing = List.of(new ArtifactEntry.File("a.bin", "core 0 program",
        stream -> {
          throw new IOException("No space left on device");
        }));
    try (ArtifactTransaction transaction = new ArtifactTransaction(nested)) {
      assertThrows(ArtifactWriteException.class,
          () -> transaction.stageDirectory("pim", failing));
    }
    assertFalse(Files.exists(out.resolve("new")), "no directory is left behind");
    assertUntouched();
  }

  @Test
  void stagingLeftByAKilledRunIsRemovedByTheNextRun() throws Exception {
    Path abandoned = Files.createDirectories(out.resolve(".pim.staging-999999999-x/core_0"));
    Files.write(abandoned.resolve("crossbar_0.bin"), new byte[1024]);
    Path legacy = Files.createDirectory(out.resolve(".pim.staging-12345"));
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), out);
    assertFalse(Files.exists(abandoned.getParent()));
    assertFalse(Files.exists(legacy));
    assertEquals(before, DirectoryContents.of(out));
  }

  @Test
  void symbolicLinksToOutputsAreFollowedNotReplaced() throws Exception {
    Path elsewhere = Files.createDirectories(out.resolve("elsewhere"));
    Path realReport = elsewhere.resolve("report.txt");
    Files.writeString(realReport, "old report");
    Files.delete(out.resolve("reports/memory_report.txt"));
    Path link = Files.createSymbolicLink(
        out.resolve("reports/memory_report.txt"), Path.of("../elsewhere/report.txt"));
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), out);
    assertTrue(Files.isSymbolicLink(link));
    assertEquals(before.get("reports/memory_report.txt"),
        DirectoryContents.of(elsewhere).get("report.txt"));
  }

  @Test
  void replacedOutputsKeepTheirPermissions() throws Exception {
    Path report = out.resolve("reports/memory_report.txt");
    Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-------"));
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), out);
    assertEquals("rw-------",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
  }
}
