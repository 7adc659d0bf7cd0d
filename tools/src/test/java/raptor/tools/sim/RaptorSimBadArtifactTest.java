package raptor.tools.sim;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;

/**
 * {@code raptor-sim} on the {@link SimArtifactFixture} broken in one way per test: each run exits
 * with 1 and one {@code error:} line that names the file and the problem, never a stack trace.
 */
class RaptorSimBadArtifactTest {
  @TempDir Path dir;
  private Path pim;
  private SimCli cli;

  @BeforeEach
  void writeArtifacts() throws IOException, IsaFormatException {
    pim = SimArtifactFixture.write(dir);
    cli = new SimCli(dir);
  }

  /** Asserts that a latency run of the folder fails with {@code file: problem}. */
  private void assertRunFails(Path file, String problem) {
    cli.assertError(file + ": " + problem, "-f", "$DIR/pim", "--input-dir", "$DIR/inputs");
  }

  private byte[] core0() throws IOException {
    return Files.readAllBytes(pim.resolve("core_0.pim"));
  }

  private void writeCore0(byte[] bytes) throws IOException {
    Files.write(pim.resolve("core_0.pim"), bytes);
  }

  private void writeConfig(String json) throws IOException {
    Files.writeString(pim.resolve("config.json"), json);
  }

  // ---- Missing files ----

  @Test
  void missingConfig() throws IOException {
    Files.delete(pim.resolve("config.json"));
    assertRunFails(pim.resolve("config.json"), "missing config file");
  }

  @Test
  void missingMemoryImage() throws IOException {
    Files.delete(pim.resolve("memory.bin"));
    assertRunFails(pim.resolve("memory.bin"), "missing memory image");
  }

  @Test
  void missingCoreFile() throws IOException {
    Files.delete(pim.resolve("core_1.json"));
    assertRunFails(pim, "missing core_1.pim or core_1.json (config.json core_cnt is 2)");
  }

  @Test
  void missingExplicitCoreFile() {
    cli.assertError(
        pim.resolve("core_9.pim") + ": missing core program",
        "-f",
        "$DIR/pim",
        "--cores",
        "$DIR/pim/core_0.pim",
        "$DIR/pim/core_9.pim");
  }

  // ---- Files that lead out of the folder (issue 11) ----

  @Test
  void weightSymlinkToADeviceIsRefused() throws IOException {
    Path slot = pim.resolve("core_0/crossbar_0.bin");
    Files.delete(slot);
    Files.createSymbolicLink(slot, Path.of("/dev/zero"));
    assertRunFails(slot, "weight file resolves to /dev/zero, outside the artifact folder "
        + pim.toRealPath());
  }

  @Test
  void weightSymlinkOutOfTheFolderIsRefused() throws IOException {
    Path secret = dir.resolve("secret.bin");
    Files.copy(pim.resolve("weights/crossbar_0.bin"), secret);
    Path slot = pim.resolve("core_0/crossbar_0.bin");
    Files.delete(slot);
    Files.createSymbolicLink(slot, Path.of("../../secret.bin"));
    assertRunFails(slot, "weight file resolves to " + secret.toRealPath()
        + ", outside the artifact folder " + pim.toRealPath());
  }

  @Test
  void weightSymlinkToADirectoryInsideIsRefused() throws IOException {
    Path slot = pim.resolve("core_0/crossbar_0.bin");
    Files.delete(slot);
    Files.createSymbolicLink(slot, Path.of("../weights"));
    assertRunFails(slot, "weight file resolves to " + pim.resolve("weights").toRealPath()
        + ", which is not a regular file");
  }

  @Test
  void memoryImageAndCoreFileSymlinksOutOfTheFolderAreRefused() throws IOException {
    Path memory = pim.resolve("memory.bin");
    Files.delete(memory);
    Files.createSymbolicLink(memory, Path.of("/dev/zero"));
    assertRunFails(memory, "memory.bin resolves to /dev/zero, outside the artifact folder "
        + pim.toRealPath());
    Path core = pim.resolve("core_0.pim");
    Path outside = Files.move(core, dir.resolve("core_0.pim"));
    Files.createSymbolicLink(core, outside);
    assertRunFails(core, "core program resolves to " + outside.toRealPath()
        + ", outside the artifact folder " + pim.toRealPath());
  }

  @Test
  void hugeBatchSizeStopsAtTheFirstMissingInput() {
    cli.assertError(
        dir.resolve("inputs/input_2.bin") + ": missing input file",
        "-f",
        "$DIR/pim",
        "--mode",
        "throughput",
        "--batch-size",
        "2147483647",
        "--input-dir",
        "$DIR/inputs");
  }

  @Test
  void unknownInstructionKeyIsNamed() throws IOException {
    Files.writeString(pim.resolve("core_1.json"), "[{\"op\":\"wait\",\"event\":0,\"value\":1}]");
    assertRunFails(pim.resolve("core_1.json"), "instruction 0: wait: unknown key 'event' (the"
        + " keys are op, operation, event_register, wait_value)");
  }

  @Test
  void missingInputFile() {
    cli.assertError(
        dir.resolve("inputs/input_2.bin") + ": missing input file",
        "-f",
        "$DIR/pim",
        "--mode",
        "throughput",
        "--batch-size",
        "3",
        "--input-dir",
        "$DIR/inputs");
  }

  // ---- Binary core files ----

  @Test
  void pimTruncatedInHeader() throws IOException {
    writeCore0(Arrays.copyOf(core0(), 10));
    assertRunFails(
        pim.resolve("core_0.pim"),
        "binary core file too small: 10 bytes (the header alone has 12)");
  }

  @Test
  void pimTruncatedInRecord() throws IOException {
    writeCore0(Arrays.copyOf(core0(), PimBinary.HEADER_SIZE + 2 * PimBinary.RECORD_SIZE + 7));
    assertRunFails(
        pim.resolve("core_0.pim"),
        "Pim binary size mismatch: expected 112 bytes for 5 records, got 59"
            + " (truncated in record 2: 7 of 20 bytes)");
  }

  @Test
  void pimWithTrailingBytes() throws IOException {
    writeCore0(Arrays.copyOf(core0(), 115));
    assertRunFails(
        pim.resolve("core_0.pim"),
        "Pim binary size mismatch: expected 112 bytes for 5 records, got 115"
            + " (3 bytes after the last record)");
  }

  @Test
  void pimBadMagic() throws IOException {
    byte[] bytes = core0();
    bytes[3] = 0;
    writeCore0(bytes);
    assertRunFails(
        pim.resolve("core_0.pim"), "invalid Pim binary magic \"PIM\\x00\" (expected \"PIMB\")");
  }

  @Test
  void pimBadVersion() throws IOException {
    byte[] bytes = core0();
    bytes[4] = 2;
    writeCore0(bytes);
    assertRunFails(pim.resolve("core_0.pim"), "unsupported Pim binary version 2 (expected 1)");
  }

  @Test
  void pimUnknownOpcode() throws IOException {
    byte[] bytes = core0();
    bytes[PimBinary.HEADER_SIZE + 3 * PimBinary.RECORD_SIZE] = 40;
    writeCore0(bytes);
    assertRunFails(
        pim.resolve("core_0.pim"),
        "record 3: unsupported Pim binary opcode 40 (opcodes are 0..32)");
  }

  @Test
  void pimEventRegisterOutOfRange() throws IOException, IsaFormatException {
    writeCore0(PimBinary.encode(Assembler.parse("sync core=1 event_register=3")));
    byte[] bytes = core0();
    bytes[PimBinary.HEADER_SIZE + 8] = 32;
    writeCore0(bytes);
    assertRunFails(
        pim.resolve("core_0.pim"), "record 0 (sync): event register 32 out of range 0..31");
  }

  // ---- JSON core files ----

  @Test
  void malformedJsonCoreFile() throws IOException {
    Files.writeString(pim.resolve("core_1.json"), "[\n  {\"op\": \"nop\"},\n  {\"op\": }\n]\n");
    assertRunFails(
        pim.resolve("core_1.json"),
        "invalid JSON at line 3, column 10: Unexpected character ('}' (code 125)): expected a"
            + " valid value");
  }

  @Test
  void jsonUnknownOpcode() throws IOException {
    Files.writeString(pim.resolve("core_1.json"), "[{\"op\": \"nop\"}, {\"op\": \"vfrob\"}]");
    assertRunFails(pim.resolve("core_1.json"), "instruction 1: unknown Pim opcode \"vfrob\"");
  }

  @Test
  void jsonEventRegisterOutOfRange() throws IOException {
    Files.writeString(
        pim.resolve("core_1.json"),
        "[{\"op\": \"nop\"}, {\"op\": \"wait\", \"event_register\": 40, \"wait_value\": 1}]");
    assertRunFails(
        pim.resolve("core_1.json"), "instruction 1: wait: event register 40 out of range 0..31");
  }

  // ---- config.json ----

  @Test
  void configSyntaxError() throws IOException {
    writeConfig("{\"core_cnt\": 2,\n \"xbar_size\": [2, 3}\n");
    assertRunFails(
        pim.resolve("config.json"),
        "invalid JSON at line 2, column 20: Unexpected close marker '}': expected ']'");
  }

  @Test
  void configWithoutCrossbarSize() throws IOException {
    writeConfig(
        "{\"core_cnt\": 2, \"inputs_addresses\": [0], \"inputs_sizes\": [8],"
            + " \"array_group_map\": {\"core0\": [1]}}");
    assertRunFails(pim.resolve("config.json"), "config.json has no xbar_size [rows, cols] array");
  }

  @Test
  void configWithoutInputSizes() throws IOException {
    writeConfig(
        "{\"core_cnt\": 2, \"xbar_size\": [2, 3], \"inputs_addresses\": [0],"
            + " \"array_group_map\": {\"core0\": [1]}}");
    assertRunFails(pim.resolve("config.json"), "config.json has no inputs_sizes array");
  }

  @Test
  void configCoreCountBelowTheCoreFiles() throws IOException {
    writeConfig(
        "{\"core_cnt\": 1, \"xbar_size\": [2, 3], \"inputs_addresses\": [0],"
            + " \"inputs_sizes\": [8], \"array_group_map\": {\"core0\": [1]}}");
    assertRunFails(pim.resolve("core_1.json"), "core id 1 is outside config.json core_cnt 1");
  }

  @Test
  void configCoreCountDisagreesWithExplicitCores() {
    cli.assertError(
        pim.resolve("config.json") + ": core_cnt is 2 but --cores names 1 core files",
        "-f",
        "$DIR/pim",
        "--cores",
        "$DIR/pim/core_0.pim");
  }

  @Test
  void arrayGroupMapNamesAnUnknownCore() throws IOException {
    writeConfig(
        "{\"core_cnt\": 2, \"xbar_size\": [2, 3], \"inputs_addresses\": [0],"
            + " \"inputs_sizes\": [8], \"array_group_map\": {\"core0\": [1], \"core2\": [1]}}");
    assertRunFails(
        pim.resolve("config.json"),
        "array_group_map key \"core2\" names no core of the artifact (core ids 0..1)");
  }

  // ---- Weights and inputs ----

  @Test
  void weightFileOfTheWrongSize() throws IOException {
    Path weights = pim.resolve("weights/crossbar_0.bin");
    Files.write(weights, new byte[7]);
    assertRunFails(
        weights.toRealPath(),
        "corrupt weight file: size 7 is not 2 rows of f32 values (a 2x3 crossbar has 24 bytes)");
    Files.write(weights, new byte[0]);
    assertRunFails(weights.toRealPath(), "empty weight file (a 2x3 crossbar has 24 bytes)");
  }

  @Test
  void danglingWeightSymlink() throws IOException {
    Files.delete(pim.resolve("weights/crossbar_0.bin"));
    assertRunFails(
        pim.resolve("core_0/crossbar_0.bin"),
        "symlink points to "
            + Path.of("../weights/crossbar_0.bin")
            + ", a crossbar that was not stored");
  }

  @Test
  void inputOfTheWrongSize() throws IOException {
    Files.write(dir.resolve("inputs/input_0.bin"), new byte[12]);
    assertRunFails(
        dir.resolve("inputs/input_0.bin"),
        "input has 12 bytes, expected 8 (the sum of inputs_sizes in config.json)");
  }
}
