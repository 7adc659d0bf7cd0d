/**
 * Immutable syntax of a TableGen file: statements, body items, types and value expressions, each with its
 * source position. Built from the ANTLR parse tree by {@code raptor.tblgen.parser.TdParser}; no parse-tree
 * type appears here.
 */
package raptor.tblgen.ast;
