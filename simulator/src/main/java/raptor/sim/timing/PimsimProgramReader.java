package raptor.sim.timing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.isa.Opcode;

/**
 * Reads pimsim-nn's JSON instruction lists: an array of objects with {@code "op"} and pimsim-nn's
 * operand keys, {@code offset_select} and {@code offset_value} nested in {@code "offset"}. A missing
 * key means 0 and unknown keys are ignored, as in pimsim-nn. Core files are streamed, so that a
 * program of millions of instructions never exists as a JSON tree.
 */
final class PimsimProgramReader {
  private static final JsonFactory FACTORY = new JsonFactory();

  private PimsimProgramReader() {}

  /**
   * {@return the instructions of the JSON array in {@code bytes}}
   *
   * @param where the file the array comes from, for messages
   * @param pool shares equal instructions with the program's other streams
   * @throws TimingInputException if it is not an array of instruction objects
   */
  static List<PimsimInstruction> read(byte[] bytes, String where, InstructionPool pool)
      throws TimingInputException {
    try (JsonParser parser = FACTORY.createParser(bytes)) {
      List<PimsimInstruction> program = read(parser, where, pool);
      if (parser.nextToken() != null) {
        throw error(parser, where, "unexpected data after the instruction array");
      }
      return program;
    } catch (JsonParseException e) {
      throw error(e.getProcessor(), where, e.getOriginalMessage());
    } catch (IOException e) {
      throw new TimingInputException(where + ": error: " + e.getMessage());
    }
  }

  /** {@return the instructions of {@code array}, a tree from a single-file input} */
  static List<PimsimInstruction> read(JsonNode array, String where, InstructionPool pool)
      throws TimingInputException {
    try (JsonParser parser = array.traverse()) {
      return read(parser, where, pool);
    } catch (IOException e) {
      throw new TimingInputException(where + ": error: " + e.getMessage());
    }
  }

  private static List<PimsimInstruction> read(
      JsonParser parser, String where, InstructionPool pool) throws IOException, TimingInputException {
    if (parser.nextToken() != JsonToken.START_ARRAY) {
      throw error(parser, where, "expected a JSON array of instructions");
    }
    List<PimsimInstruction> program = new ArrayList<>();
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      if (parser.currentToken() != JsonToken.START_OBJECT) {
        throw error(parser, where, "instruction " + program.size() + ": expected a JSON object");
      }
      program.add(pool.intern(instruction(parser, where, program.size())));
    }
    return program;
  }

  private static PimsimInstruction instruction(JsonParser parser, String where, int index)
      throws IOException, TimingInputException {
    Opcode opcode = null;
    int[] values = new int[Key.COUNT];
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken token = parser.nextToken();
      if (name.equals("op") || name.equals("operation")) {
        opcode = token == JsonToken.VALUE_STRING ? Opcode.fromMnemonic(parser.getText()) : null;
        if (opcode == null) {
          throw error(parser, where, "instruction " + index + ": unknown opcode " + parser.getText());
        }
      } else if (name.equals("offset") && token == JsonToken.START_OBJECT) {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String inner = parser.currentName();
          parser.nextToken();
          Key key = inner.equals("offset_select") ? Key.OFFSET_SELECT
              : inner.equals("offset_value") ? Key.OFFSET_VALUE : null;
          store(parser, key, values, where, index);
        }
      } else {
        store(parser, Key.named(name), values, where, index);
      }
    }
    if (opcode == null) {
      throw error(parser, where, "instruction " + index + ": missing \"op\"");
    }
    return PimsimInstruction.of(opcode)
        .registers(values[Key.RD.ordinal()], values[Key.RS1.ordinal()], values[Key.RS2.ordinal()])
        .immediate(values[Key.IMM.ordinal()])
        .peer(values[Key.CORE.ordinal()])
        .offset(values[Key.OFFSET_SELECT.ordinal()], values[Key.OFFSET_VALUE.ordinal()])
        .length(values[Key.LEN.ordinal()])
        .size(values[Key.SIZE.ordinal()])
        .widths(values[Key.IBIW.ordinal()], values[Key.OBIW.ordinal()])
        .matrix(values[Key.MBIW.ordinal()], values[Key.RELU.ordinal()], values[Key.GROUP.ordinal()])
        .event(values[Key.EVENT_REGISTER.ordinal()], values[Key.WAIT_VALUE.ordinal()])
        .build();
  }

  private static void store(JsonParser parser, Key key, int[] values, String where, int index)
      throws IOException, TimingInputException {
    JsonToken token = parser.currentToken();
    if (key == null) {
      parser.skipChildren();
      return;
    }
    switch (token) {
      case VALUE_NULL -> values[key.ordinal()] = 0;
      case VALUE_TRUE -> values[key.ordinal()] = 1;
      case VALUE_FALSE -> values[key.ordinal()] = 0;
      case VALUE_NUMBER_INT -> {
        if (parser.getNumberType() != JsonParser.NumberType.INT) {
          throw error(parser, where, "instruction " + index + ": \"" + key.json + "\" must be a 32-bit integer");
        }
        values[key.ordinal()] = parser.getIntValue();
      }
      default -> throw error(
          parser, where, "instruction " + index + ": \"" + key.json + "\" must be a 32-bit integer, got " + parser.getText());
    }
  }

  private static TimingInputException error(JsonParser parser, String where, String problem) {
    if (parser == null || parser.currentTokenLocation().getLineNr() < 0) {
      return new TimingInputException(where + ": error: " + problem);
    }
    var at = parser.currentTokenLocation();
    return new TimingInputException(
        where + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": error: " + problem);
  }

  /** pimsim-nn's operand keys. */
  private enum Key {
    RD("rd"), RS1("rs1"), RS2("rs2"), IMM("imm"), CORE("core"), OFFSET_SELECT("offset_select"),
    OFFSET_VALUE("offset_value"), LEN("len"), SIZE("size"), IBIW("ibiw"), OBIW("obiw"),
    MBIW("mbiw"), RELU("relu"), GROUP("group"), EVENT_REGISTER("event_register"),
    WAIT_VALUE("wait_value");

    static final int COUNT = values().length;
    private static final Map<String, Key> BY_NAME = new HashMap<>();

    static {
      for (Key key : values()) {
        BY_NAME.put(key.json, key);
      }
    }

    private final String json;

    Key(String json) {
      this.json = json;
    }

    static Key named(String name) {
      return BY_NAME.get(name);
    }
  }
}
