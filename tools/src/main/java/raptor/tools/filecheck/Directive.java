package raptor.tools.filecheck;

/**
 * A directive type as written after a prefix: its kind, a repeat count ({@code -COUNT-n}) and
 * the {@code {LITERAL}} modifier (LLVM's {@code Check::FileCheckType}).
 *
 * @param kind the kind
 * @param count how many times the pattern must match in a row, 1 unless {@code -COUNT-n}
 * @param literal whether the pattern is matched without regex or variable processing
 */
record Directive(CheckKind kind, int count, boolean literal) {

  /** {@return a plain directive of {@code kind}} */
  static Directive of(CheckKind kind) {
    return new Directive(kind, 1, false);
  }

  /** {@return this directive with the {@code LITERAL} modifier} */
  Directive withLiteral() {
    return new Directive(kind, count, true);
  }

  /** {@return the name used in messages, e.g. {@code CHECK-NEXT} or {@code CHECK-COUNT}} */
  String describe(String prefix) {
    String modifiers = literal ? "{LITERAL}" : "";
    return switch (kind) {
      case PLAIN -> prefix + (count > 1 ? "-COUNT" : "") + modifiers;
      case COMMENT -> prefix;
      case EOF -> "implicit EOF";
      case BAD_NOT -> "bad NOT";
      case BAD_COUNT -> "bad COUNT";
      case MISSPELLED -> "misspelled";
      default -> prefix + kind.suffix() + modifiers;
    };
  }
}
