package raptor.sim.timing;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import raptor.isa.Opcode;

/**
 * Reads pimsim-nn's JSON instruction lists: an array of objects with {@code "op"} and pimsim-nn's
 * operand keys, {@code offset_select} and {@code offset_value} nested in {@code "offset"}. A missing
 * key means 0 and unknown keys are ignored, as in pimsim-nn.
 */
final class PimsimProgramReader {
  private PimsimProgramReader() {}

  /**
   * {@return the instructions of {@code array}}
   *
   * @param where the file (and key) the array comes from, for messages
   * @throws TimingInputException if it is not an array of instruction objects
   */
  static List<PimsimInstruction> read(JsonNode array, String where) throws TimingInputException {
    if (array == null || !array.isArray()) {
      throw new TimingInputException(where + ": error: expected a JSON array of instructions");
    }
    List<PimsimInstruction> program = new ArrayList<>(array.size());
    for (int index = 0; index < array.size(); index++) {
      program.add(instruction(array.get(index), where, index));
    }
    return program;
  }

  private static PimsimInstruction instruction(JsonNode node, String file, int index)
      throws TimingInputException {
    if (!node.isObject()) {
      throw new TimingInputException(file + ": instruction " + index + ": error: expected a JSON object");
    }
    Where where = new Where(file, index);
    JsonNode op = node.has("op") ? node.get("op") : node.get("operation");
    Opcode opcode = op != null && op.isTextual() ? Opcode.fromMnemonic(op.asText()) : null;
    if (opcode == null) {
      throw new TimingInputException(
          where + ": error: " + (op == null ? "missing \"op\"" : "unknown opcode " + op));
    }
    JsonNode offset = node.get("offset");
    return PimsimInstruction.of(opcode)
        .registers(integer(node, "rd", where), integer(node, "rs1", where), integer(node, "rs2", where))
        .immediate(integer(node, "imm", where))
        .peer(integer(node, "core", where))
        .offset(integer(offset, "offset_select", where), integer(offset, "offset_value", where))
        .length(integer(node, "len", where))
        .size(integer(node, "size", where))
        .widths(integer(node, "ibiw", where), integer(node, "obiw", where))
        .matrix(integer(node, "mbiw", where), integer(node, "relu", where), integer(node, "group", where))
        .event(integer(node, "event_register", where), integer(node, "wait_value", where))
        .build();
  }

  /** An instruction's location, formatted only when a message needs it. */
  private record Where(String file, int index) {
    @Override
    public String toString() {
      return file + ": instruction " + index;
    }
  }

  private static int integer(JsonNode holder, String key, Where where)
      throws TimingInputException {
    JsonNode value = holder == null ? null : holder.get(key);
    if (value == null || value.isNull()) {
      return 0;
    }
    if (value.isBoolean()) {
      return value.asBoolean() ? 1 : 0;
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw new TimingInputException(
          where + ": error: \"" + key + "\" must be a 32-bit integer, got " + value);
    }
    return value.asInt();
  }
}
