package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Token rules of spec section 1.1; error messages and offsets as mlir-opt 22 reports them. */
class LexerTest {
  private static List<String> lex(String text) {
    Lexer lexer = new Lexer(text);
    List<String> tokens = new ArrayList<>();
    for (Token t = lexer.lexToken(); !t.is(TokenKind.EOF); t = lexer.lexToken()) {
      tokens.add(t.kind() + ":" + t.text());
    }
    return tokens;
  }

  private static void assertLexError(String text, int offset, String message) {
    ParseException e = assertThrows(ParseException.class, () -> lex(text));
    assertEquals(message, e.getMessage());
    assertEquals(offset, e.offset());
  }

  @Test
  void punctuationAndMetadataMarkers() {
    assertEquals(List.of("ARROW:->", "COLON::", "COMMA:,", "ELLIPSIS:...", "EQUAL:=",
        "GREATER:>", "L_BRACE:{", "L_PAREN:(", "L_SQUARE:[", "LESS:<", "MINUS:-", "PLUS:+",
        "QUESTION:?", "R_BRACE:}", "R_PAREN:)", "R_SQUARE:]", "STAR:*", "VERTICAL_BAR:|",
        "FILE_METADATA_BEGIN:{-#", "FILE_METADATA_END:#-}"),
        lex("-> : , ... = > { ( [ < - + ? } ) ] * | {-# #-}"));
  }

  @Test
  void identifiersKeepDotsAndSuffixRules() {
    assertEquals(List.of("BARE_IDENTIFIER:func.func", "BARE_IDENTIFIER:_a$b.c",
        "PERCENT_IDENTIFIER:%c-1_i32", "PERCENT_IDENTIFIER:%12", "BARE_IDENTIFIER:ab",
        "CARET_IDENTIFIER:^bb0", "HASH_IDENTIFIER:#map1", "EXCLAMATION_IDENTIFIER:!foo.t",
        "AT_IDENTIFIER:@sym.x", "AT_IDENTIFIER:@\"my func\""),
        lex("func.func _a$b.c %c-1_i32 %12ab ^bb0 #map1 !foo.t @sym.x @\"my func\""));
  }

  @Test
  void numbersNeedADotToBeFloats() {
    assertEquals(List.of("INTEGER:42", "INTEGER:0x1F", "FLOAT:1.", "FLOAT:1.5e-3",
        "FLOAT:1.5E+2", "INTEGER:1", "BARE_IDENTIFIER:e", "MINUS:-", "INTEGER:3",
        "INTEGER:0", "BARE_IDENTIFIER:xg", "FLOAT:1.5", "BARE_IDENTIFIER:e"),
        lex("42 0x1F 1. 1.5e-3 1.5E+2 1e-3 0xg 1.5e"));
  }

  @Test
  void commentsWhitespaceAndNulAreSkipped() {
    assertEquals(List.of("INTEGER:1", "INTEGER:2", "INTEGER:3"),
        lex("1 // comment { \"\n\t2\r\n\u00003 // trailing"));
  }

  @Test
  void stringEscapesDecodeToBytes() {
    Token t = new Lexer("\"a\\\"b\\\\c\\nd\\te\\41\\ff\u00e9\"").lexToken();
    assertEquals(TokenKind.STRING, t.kind());
    assertArrayEquals(new byte[] {'a', '"', 'b', '\\', 'c', '\n', 'd', '\t', 'e', 'A', (byte) 0xFF,
        (byte) 0xC3, (byte) 0xA9}, t.stringBytes());
    assertEquals("plain", new Lexer("\"plain\"").lexToken().stringValue());
    assertEquals("my func", new Lexer("@\"my func\"").lexToken().stringValue());
    assertEquals("\u00e9", new String(new Lexer("\"\\C3\\A9\"").lexToken().stringBytes(),
        StandardCharsets.UTF_8));
  }

  @Test
  void errorsMatchMlirOpt() {
    assertLexError("\"a\\x\"", 2, "unknown escape in string literal");
    assertLexError("\"a\nb\"", 2, "expected '\"' in string literal");
    assertLexError("\"abc", 4, "expected '\"' in string literal");
    assertLexError("@\"unterminated", 14, "expected '\"' in string literal");
    assertLexError("@9", 1, "@ identifier expected to start with letter or '_'");
    assertLexError("# ", 0, "invalid attribute name");
    assertLexError("! ", 0, "invalid type identifier");
    assertLexError("% ", 0, "invalid SSA name");
    assertLexError("^]", 0, "invalid block name");
    assertLexError(".", 1, "expected three consecutive dots for an ellipsis");
    assertLexError("$", 0, "unexpected character");
    assertLexError("\u00e9", 0, "unexpected character");
  }

  /** mlir-opt reports a lone slash through the parser ("expected ..."), not the lexer. */
  @Test
  void loneSlashIsAnErrorTokenForTheParser() {
    Token slash = new Lexer("/x").lexToken();
    assertEquals(TokenKind.ERROR, slash.kind());
    assertEquals(0, slash.start());
    assertEquals(1, slash.end());
  }

  @Test
  void lineMapGivesOneBasedLineAndColumn() {
    SourceLineMap map = new SourceLineMap("ab\ncd\n\nef");
    assertEquals(1, map.line(0));
    assertEquals(2, map.column(1));
    assertEquals(2, map.line(3));
    assertEquals(1, map.column(3));
    assertEquals(4, map.line(8));
    assertEquals(2, map.column(8));
    assertEquals("cd", map.lineText(4));
    assertEquals("ef", map.lineTextAt(4));
    assertEquals(null, map.lineTextAt(5));
  }

  @Test
  void lineMapColumnsCountUtf8Bytes() {
    // é is 2 bytes, € 3, the emoji 4 (a surrogate pair); columns are asked out of order too.
    String line = "\u00e9\u20ac\ud83d\ude00x\n\u00e9y";
    SourceLineMap map = new SourceLineMap(line);
    assertEquals(10, map.column(line.indexOf('x')));
    assertEquals(3, map.column(1));
    assertEquals(6, map.column(2));
    assertEquals(10, map.column(4));
    assertEquals(3, map.column(line.indexOf('y')));
    assertEquals(1, map.column(0));
  }

  @Test
  void wrongTokenErrorsBackUpOverBlankLinesAndComments() {
    AttrParser parser = AttrParser.of("[1  // note\n\n   ");
    ParseException e = assertThrows(ParseException.class, parser::parseAttribute);
    assertEquals("expected ',' or ']'", e.getMessage());
    assertEquals(2, e.offset());
  }
}
