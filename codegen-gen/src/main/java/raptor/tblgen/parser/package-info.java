/**
 * The TableGen parser: the ANTLR 4 grammar's generated lexer and parser, the preprocessor for include
 * guards, and the conversion of the parse tree into {@code raptor.tblgen.ast} records. Entry point:
 * {@link raptor.tblgen.parser.TdParser}.
 */
package raptor.tblgen.parser;
