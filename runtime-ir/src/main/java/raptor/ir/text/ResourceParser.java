package raptor.ir.text;

import raptor.ir.ResourceTable;

/**
 * Parses the file metadata section {@code {-# dialect_resources: { builtin: { name: "0x.." } },
 * external_resources: { group: { key: true, other: "text" } } #-}} into a {@link ResourceTable}.
 */
final class ResourceParser {
  private ResourceParser() {
  }

  static void parse(AttrParser p, ResourceTable table) {
    p.expect(TokenKind.FILE_METADATA_BEGIN, "expected '{-#'");
    while (p.token().kind() != TokenKind.FILE_METADATA_END) {
      Token section = p.expect(TokenKind.BARE_IDENTIFIER,
          "expected identifier key in file metadata dictionary");
      p.expect(TokenKind.COLON, "expected ':'");
      String key = section.text();
      if (!key.equals("dialect_resources") && !key.equals("external_resources")) {
        throw new ParseException(section.start(), "unknown key '" + key
            + "' in file metadata dictionary");
      }
      parseGroups(p, table, key.equals("external_resources"));
      if (!p.consumeIf(TokenKind.COMMA)) {
        break;
      }
    }
    p.expect(TokenKind.FILE_METADATA_END, "expected ',' or '#-}'");
  }

  /**
   * Parses {@code { owner: { name: value, ... }, ... }}: builtin blobs of {@code
   * dialect_resources}, or the entries of {@code external_resources} groups.
   */
  private static void parseGroups(AttrParser p, ResourceTable table, boolean external) {
    p.expect(TokenKind.L_BRACE, "expected '{'");
    if (p.consumeIf(TokenKind.R_BRACE)) {
      return;
    }
    do {
      Token owner = p.expect(TokenKind.BARE_IDENTIFIER, "expected identifier key for 'resource'"
          + " entry");
      p.expect(TokenKind.COLON, "expected ':'");
      if (!external && !owner.text().equals("builtin")) {
        throw new ParseException(owner.start(), "dialect '" + owner.text()
            + "' is unknown");
      }
      parseEntries(p, table, external ? owner.text() : null);
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(TokenKind.R_BRACE, "expected '}'");
  }

  /** Parses one owner's entries; {@code group} is the external group, null for builtin. */
  private static void parseEntries(AttrParser p, ResourceTable table, String group) {
    p.expect(TokenKind.L_BRACE, "expected '{'");
    if (p.consumeIf(TokenKind.R_BRACE)) {
      return;
    }
    do {
      Token name = p.token();
      if (name.kind() != TokenKind.BARE_IDENTIFIER && name.kind() != TokenKind.STRING) {
        throw p.wrongToken("expected identifier key for 'resource' entry");
      }
      p.consume();
      p.expect(TokenKind.COLON, "expected ':'");
      String handle = name.kind() == TokenKind.STRING ? name.stringValue() : name.text();
      Token value = p.token();
      if (group != null) {
        table.defineExternal(group, handle, externalValue(value, handle));
      } else {
        if (value.kind() != TokenKind.STRING) {
          throw p.wrongToken("expected string");
        }
        String blob = value.stringValue();
        checkBlob(blob, value, handle);
        if (!table.define(handle, blob)) {
          throw new ParseException(name.start(), "duplicate resource handle '" + handle + "'");
        }
      }
      p.consume();
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(TokenKind.R_BRACE, "expected '}'");
  }

  /** {@return the external entry {@code value}: {@code true}, {@code false} or a string} */
  private static ResourceTable.ExternalValue externalValue(Token value, String handle) {
    if (value.kind() == TokenKind.STRING) {
      return new ResourceTable.ExternalValue(false, value.stringValue());
    }
    if (value.kind() == TokenKind.BARE_IDENTIFIER
        && (value.text().equals("true") || value.text().equals("false"))) {
      return new ResourceTable.ExternalValue(true, value.text());
    }
    throw new ParseException(value.start(), "expected string value for key '" + handle + "'");
  }

  private static void checkBlob(String blob, Token at, String handle) {
    boolean hex = blob.length() >= 2 && blob.startsWith("0x") && blob.length() % 2 == 0;
    for (int i = 2; hex && i < blob.length(); i++) {
      hex = Lexer.isHexDigit(blob.charAt(i));
    }
    if (!hex) {
      throw new ParseException(at.start(), "expected hex string blob for key '" + handle + "'");
    }
    if (blob.length() < 10) {
      throw new ParseException(at.start(), "expected hex string blob for key '" + handle
          + "' to encode alignment in first 4 bytes");
    }
  }
}
