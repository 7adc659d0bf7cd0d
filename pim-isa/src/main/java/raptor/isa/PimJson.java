package raptor.isa;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON program format: an array of objects with an {@code "op"} mnemonic and the operand keys
 * of the opcode's {@link Format}; {@code offset_select}/{@code offset_value} nest in an {@code
 * "offset"} object.
 *
 * <p>Reading accepts {@code "operation"} as an alias of {@code "op"} and reads missing operands as
 * 0; a key the opcode does not take is an error that names it and the instruction's index (a
 * misspelt operand would otherwise silently run as 0).
 */
public final class PimJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String OFFSET = "offset";

  private PimJson() {}

  /** {@return the JSON text of {@code program}, one instruction object per line} */
  public static String write(List<Instruction> program) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < program.size(); i++) {
      out.append(i == 0 ? "\n  " : ",\n  ").append(toJson(program.get(i)));
    }
    return out.append(program.isEmpty() ? "]\n" : "\n]\n").toString();
  }

  /** {@return one instruction as a JSON object} */
  public static ObjectNode toJson(Instruction instruction) {
    ObjectNode node = MAPPER.createObjectNode();
    node.put("op", instruction.opcode().mnemonic());
    for (Field field : instruction.opcode().format().fields()) {
      ObjectNode target = field.isOffset() ? offsetObject(node) : node;
      target.put(field.key(), instruction.get(field));
    }
    return node;
  }

  private static ObjectNode offsetObject(ObjectNode node) {
    JsonNode existing = node.get(OFFSET);
    return existing instanceof ObjectNode object ? object : node.putObject(OFFSET);
  }

  /**
   * Parses a JSON program.
   *
   * @throws IsaFormatException if the text is not JSON, not an array, or an instruction is invalid
   */
  public static List<Instruction> read(String text) throws IsaFormatException {
    JsonNode root;
    try {
      root = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IsaFormatException(JsonErrors.describe(e));
    }
    if (root == null || !root.isArray()) {
      throw new IsaFormatException("JSON instruction file must contain an array");
    }
    List<Instruction> program = new ArrayList<>(root.size());
    for (int index = 0; index < root.size(); index++) {
      program.add(fromJson(root.get(index), index));
    }
    return program;
  }

  private static Instruction fromJson(JsonNode node, int index) throws IsaFormatException {
    String where = "instruction " + index + ": ";
    if (!node.isObject()) {
      throw new IsaFormatException(where + "must be a JSON object");
    }
    JsonNode op = node.has("op") ? node.get("op") : node.get("operation");
    if (op == null) {
      throw new IsaFormatException(where + "Missing op field in Pim instruction");
    }
    Opcode opcode = op.isTextual() ? Opcode.fromMnemonic(op.asText()) : null;
    if (opcode == null) {
      throw new IsaFormatException(where + "unknown Pim opcode " + op);
    }
    checkKeys(node, opcode, where);
    Instruction.Builder builder = Instruction.builder(opcode);
    for (Field field : opcode.format().fields()) {
      JsonNode holder = field.isOffset() ? node.get(OFFSET) : node;
      JsonNode value = holder == null ? null : holder.get(field.key());
      if (value != null && !value.isNull()) {
        builder.set(field, intValue(value, field, where + opcode.mnemonic()));
      }
    }
    Instruction instruction = builder.build();
    String problem = OperandChecks.firstProblem(instruction);
    if (problem != null) {
      throw new IsaFormatException(where + opcode.mnemonic() + ": " + problem);
    }
    return instruction;
  }

  /** Checks that {@code node} has only the keys of {@code opcode}, nested as it writes them. */
  private static void checkKeys(JsonNode node, Opcode opcode, String where)
      throws IsaFormatException {
    List<String> top = new ArrayList<>(List.of("op", "operation"));
    List<String> offset = new ArrayList<>();
    for (Field field : opcode.format().fields()) {
      (field.isOffset() ? offset : top).add(field.key());
    }
    if (!offset.isEmpty()) {
      top.add(OFFSET);
    }
    checkKeys(node, top, where + opcode.mnemonic() + ": ");
    JsonNode nested = node.get(OFFSET);
    if (!offset.isEmpty() && nested != null && nested.isObject()) {
      checkKeys(nested, offset, where + opcode.mnemonic() + ": offset: ");
    }
  }

  private static void checkKeys(JsonNode object, List<String> allowed, String where)
      throws IsaFormatException {
    for (var names = object.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!allowed.contains(name)) {
        throw new IsaFormatException(where + "unknown key '" + name + "' (the keys are "
            + String.join(", ", allowed) + ")");
      }
    }
  }

  private static int intValue(JsonNode value, Field field, String where) throws IsaFormatException {
    long min = field.isByte() ? 0 : Integer.MIN_VALUE;
    long max = field.isByte() ? Instruction.MAX_REGISTER_FIELD : Integer.MAX_VALUE;
    if (!value.isIntegralNumber()
        || !value.canConvertToLong()
        || value.asLong() < min
        || value.asLong() > max) {
      throw new IsaFormatException(
          where
              + ": field "
              + field.key()
              + " must be an integer in "
              + min
              + ".."
              + max
              + ", got "
              + value);
    }
    return (int) value.asLong();
  }
}
