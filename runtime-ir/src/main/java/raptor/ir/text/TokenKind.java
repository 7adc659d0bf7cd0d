package raptor.ir.text;

/** The kinds of tokens of the MLIR textual format. Keywords are {@link #BARE_IDENTIFIER}s. */
public enum TokenKind {
  /** End of the buffer. */
  EOF,
  /** A character that starts no token ({@code /} not followed by {@code /}); the parser reports it. */
  ERROR,
  /** {@code [A-Za-z_][A-Za-z0-9_$.]*}, including keywords and integer types such as {@code i32}. */
  BARE_IDENTIFIER,
  /** {@code @name} or {@code @"string"}. */
  AT_IDENTIFIER,
  /** {@code #suffix-id}: attribute alias or dialect attribute. */
  HASH_IDENTIFIER,
  /** {@code %suffix-id}: SSA value. */
  PERCENT_IDENTIFIER,
  /** {@code ^suffix-id}: block label. */
  CARET_IDENTIFIER,
  /** {@code !suffix-id}: type alias or dialect type. */
  EXCLAMATION_IDENTIFIER,
  /** Decimal {@code [0-9]+} or hexadecimal {@code 0x[0-9A-Fa-f]+} integer. */
  INTEGER,
  /** {@code [0-9]+.[0-9]*([eE][+-]?[0-9]+)?}. */
  FLOAT,
  /** A double-quoted string literal, escapes not yet decoded. */
  STRING,
  /** {@code ->}. */
  ARROW,
  /** {@code :}. */
  COLON,
  /** {@code ,}. */
  COMMA,
  /** {@code ...}. */
  ELLIPSIS,
  /** {@code =}. */
  EQUAL,
  /** {@code >}. */
  GREATER,
  /** {@code <}. */
  LESS,
  /** {@code {}. */
  L_BRACE,
  /** {@code }}. */
  R_BRACE,
  /** {@code (}. */
  L_PAREN,
  /** {@code )}. */
  R_PAREN,
  /** {@code [}. */
  L_SQUARE,
  /** {@code ]}. */
  R_SQUARE,
  /** {@code -}. */
  MINUS,
  /** {@code +}. */
  PLUS,
  /** {@code ?}. */
  QUESTION,
  /** {@code *}. */
  STAR,
  /** {@code |}. */
  VERTICAL_BAR,
  /** {@code {-#}: start of file metadata. */
  FILE_METADATA_BEGIN,
  /** {@code #-}}: end of file metadata. */
  FILE_METADATA_END
}
