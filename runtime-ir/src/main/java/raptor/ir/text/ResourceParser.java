package raptor.ir.text;

import raptor.ir.ResourceTable;

/**
 * Parses the file metadata section {@code {-# dialect_resources: { builtin: { name: "0x.." } }
 * #-}} into a {@link ResourceTable}; {@code external_resources} entries are skipped.
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
      parseGroups(p, key.equals("dialect_resources") ? table : null);
      if (!p.consumeIf(TokenKind.COMMA)) {
        break;
      }
    }
    p.expect(TokenKind.FILE_METADATA_END, "expected ',' or '#-}'");
  }

  /** Parses {@code { dialect: { name: "0x..", ... }, ... }}; stores builtin blobs in table. */
  private static void parseGroups(AttrParser p, ResourceTable table) {
    p.expect(TokenKind.L_BRACE, "expected '{'");
    if (p.consumeIf(TokenKind.R_BRACE)) {
      return;
    }
    do {
      Token owner = p.expect(TokenKind.BARE_IDENTIFIER, "expected identifier key for 'resource'"
          + " entry");
      p.expect(TokenKind.COLON, "expected ':'");
      boolean builtin = table != null && owner.text().equals("builtin");
      if (table != null && !builtin) {
        throw new ParseException(owner.start(), "dialect '" + owner.text()
            + "' is unknown");
      }
      parseEntries(p, builtin ? table : null);
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(TokenKind.R_BRACE, "expected '}'");
  }

  private static void parseEntries(AttrParser p, ResourceTable table) {
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
      Token value = p.token();
      if (value.kind() != TokenKind.STRING) {
        throw p.wrongToken("expected string");
      }
      p.consume();
      String handle = name.kind() == TokenKind.STRING ? name.stringValue() : name.text();
      if (table != null) {
        String blob = value.stringValue();
        checkBlob(blob, value, handle);
        if (!table.define(handle, blob)) {
          throw new ParseException(name.start(), "duplicate resource handle '" + handle + "'");
        }
      }
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(TokenKind.R_BRACE, "expected '}'");
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
