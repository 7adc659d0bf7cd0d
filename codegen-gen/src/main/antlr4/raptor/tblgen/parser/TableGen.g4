// The TableGen language Raptor reads: include, class, def, multiclass, defm,
// let, defvar, deftype, assert, foreach, if, defset, dump, values with field,
// bit and list suffixes, types, dags, lists, bang operators and the paste
// operator.
grammar TableGen;

file
    : statement* EOF
    ;

statement
    : includeStmt
    | classStmt
    | defStmt
    | multiclassStmt
    | defmStmt
    | letStmt
    | defvarStmt
    | assertStmt
    | foreachStmt
    | ifStmt
    | defsetStmt
    | dumpStmt
    | deftypeStmt
    ;

foreachStmt
    : FOREACH identifier EQUALS foreachIterable IN statementBlock
    ;

foreachIterable
    : LBRACE rangePiece (COMMA rangePiece)* RBRACE          # foreachBits
    | first=INTEGER ((ELLIPSIS | MINUS)? last=INTEGER)?     # foreachRange
    | value                                                 # foreachList
    ;

ifStmt
    : IF condition=value THEN thenBlock=statementBlock (ELSE elseBlock=statementBlock)?
    ;

statementBlock
    : LBRACE statement* RBRACE
    | statement
    ;

defsetStmt
    : DEFSET type identifier EQUALS LBRACE statement* RBRACE
    ;

dumpStmt
    : DUMP value SEMI
    ;

assertStmt
    : ASSERT condition=value COMMA message=value SEMI
    ;

includeStmt
    : INCLUDE STRING
    ;

classStmt
    : CLASS name=identifier templateArgs? objectBody
    ;

templateArgs
    : LT templateArg (COMMA templateArg)* GT
    ;

templateArg
    : type identifier (EQUALS value)?
    ;

defStmt
    : DEF name=value? objectBody
    ;

// The trailing semicolon is not TableGen; the front end reports it in TableGen's words.
multiclassStmt
    : MULTICLASS name=identifier templateArgs? (COLON classRef (COMMA classRef)*)?
      (SEMI | LBRACE statement* close=RBRACE trailing=SEMI?)
    ;

defmStmt
    : DEFM name=value? COLON classRef (COMMA classRef)* SEMI
    ;

objectBody
    : (COLON classRef (COMMA classRef)*)? body
    ;

classRef
    : identifier (LT argList? GT)?
    ;

argList
    : arg (COMMA arg)*
    ;

arg
    : (identifier EQUALS)? value
    ;

body
    : SEMI
    | LBRACE bodyItem* RBRACE
    ;

bodyItem
    : FIELD? type identifier (EQUALS value)? SEMI   # fieldItem
    | LET identifier EQUALS value SEMI             # letItem
    | defvarStmt                                   # defvarItem
    | assertStmt                                   # assertItem
    | dumpStmt                                     # dumpItem
    ;

letStmt
    : LET letBinding (COMMA letBinding)* IN (statement | LBRACE statement* RBRACE)
    ;

letBinding
    : identifier EQUALS value
    ;

defvarStmt
    : DEFVAR identifier EQUALS value SEMI
    ;

deftypeStmt
    : DEFTYPE identifier EQUALS type SEMI
    ;

type
    : BIT                      # bitType
    | BITS LT INTEGER GT       # bitsType
    | INT                      # intType
    | STRING_TYPE              # stringType
    | CODE                     # codeType
    | DAG                      # dagType
    | LIST LT type GT          # listType
    | identifier               # classType
    ;

// A paste followed by ';', ':' or '{' pastes the empty string, as in TableGen.
value
    : simpleValue valueSuffix* (PASTE {_input.LA(1) == SEMI || _input.LA(1) == COLON || _input.LA(1) == LBRACE}? | PASTE value)?
    ;

valueSuffix
    : DOT identifier                                           # fieldSuffix
    | LBRACE rangePiece (COMMA rangePiece)* RBRACE             # bitSuffix
    | LBRACKET sliceElement (COMMA sliceElement)* COMMA? RBRACKET  # sliceSuffix
    ;

// A bit range "3-0" lexes as the integers 3 and -0.
rangePiece
    : first=INTEGER ((ELLIPSIS | MINUS) last=INTEGER | last=INTEGER)?
    ;

sliceElement
    : first=value (ELLIPSIS last=value | negative=INTEGER)?
    ;

simpleValue
    : INTEGER                                               # intValue
    | TRUE                                                  # trueValue
    | FALSE                                                 # falseValue
    | STRING+                                               # stringValue
    | CODE_LITERAL                                          # codeValue
    | QUESTION                                              # unsetValue
    | LBRACE (value (COMMA value)*)? RBRACE                 # bitsValue
    | LBRACKET (value (COMMA value)* COMMA?)? RBRACKET (LT type GT)?  # listValue
    | LPAREN dagOperator (dagArg (COMMA dagArg)*)? RPAREN   # dagValue
    | identifier LT argList? GT                             # classValue
    | identifier                                            # idValue
    | BANG_OPERATOR (LT type GT)? LPAREN (value (COMMA value)*)? RPAREN  # bangValue
    | BANG_COND LPAREN condClause (COMMA condClause)* COMMA? RPAREN       # condValue
    ;

condClause
    : condition=value COLON result=value
    ;

dagOperator
    : value (COLON VAR_NAME)?
    ;

dagArg
    : value (COLON VAR_NAME)?   # namedDagArg
    | VAR_NAME                  # bareDagArg
    ;

identifier
    : IDENTIFIER
    ;

// ---- Keywords ----
INCLUDE     : 'include';
CLASS       : 'class';
DEF         : 'def';
LET         : 'let';
IN          : 'in';
FIELD       : 'field';
DEFVAR      : 'defvar';
TRUE        : 'true';
FALSE       : 'false';
BIT         : 'bit';
BITS        : 'bits';
INT         : 'int';
STRING_TYPE : 'string';
CODE        : 'code';
DAG         : 'dag';
LIST        : 'list';
MULTICLASS  : 'multiclass';
DEFM        : 'defm';
FOREACH     : 'foreach';
DEFSET      : 'defset';
DEFTYPE     : 'deftype';
IF          : 'if';
THEN        : 'then';
ELSE        : 'else';
ASSERT      : 'assert';
DUMP        : 'dump';

// ---- Punctuation ----
LT        : '<';
GT        : '>';
COMMA     : ',';
EQUALS    : '=';
COLON     : ':';
SEMI      : ';';
ELLIPSIS  : '...';
MINUS     : '-';
DOT       : '.';
PASTE     : '#';
QUESTION  : '?';
LBRACE    : '{';
RBRACE    : '}';
LBRACKET  : '[';
RBRACKET  : ']';
LPAREN    : '(';
RPAREN    : ')';

// ---- Literals ----
// Numbers come before identifiers: "0x1F" would otherwise also match IDENTIFIER.
INTEGER
    : '0x' [0-9a-fA-F]+
    | '0b' [01]+
    | [+-]? [0-9]+
    ;

IDENTIFIER    : [0-9]* [a-zA-Z_] [a-zA-Z0-9_]*;
VAR_NAME      : '$' [a-zA-Z_] [a-zA-Z0-9_]*;
BANG_COND     : '!cond';
BANG_OPERATOR : '!' [a-z]+;
STRING        : '"' STRING_CHAR* '"';
// The lexer reports the unterminated forms (see TdLexer) in TableGen's words.
UNTERMINATED_STRING : '"' STRING_CHAR*;
CODE_LITERAL  : '[{' .*? ('}]' | EOF);

fragment STRING_CHAR : ~["\\\r\n] | '\\' ~[\r\n];

// ---- Trivia ----
LINE_COMMENT  : '//' ~[\r\n]* -> skip;
BLOCK_COMMENT : '/*' (BLOCK_COMMENT | .)*? ('*/' | EOF) -> channel(HIDDEN);
WHITESPACE    : [ \t\r\n\f]+ -> skip;
