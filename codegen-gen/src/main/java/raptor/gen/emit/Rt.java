package raptor.gen.emit;

import com.palantir.javapoet.ClassName;

/** The runtime-ir classes generated code refers to. */
final class Rt {
  private Rt() {
  }

  static final String IR = "raptor.ir";
  static final String ATTR = "raptor.ir.attr";
  static final String TEXT = "raptor.ir.text";
  static final String CONSTRAINT = "raptor.ir.constraint";

  static final ClassName OPERATION = ClassName.get(IR, "Operation");
  static final ClassName OP_INFO = ClassName.get(IR, "OpInfo");
  static final ClassName OPERATION_STATE = ClassName.get(IR, "OperationState");
  static final ClassName OP_BUILDER = ClassName.get(IR, "OpBuilder");
  static final ClassName ARITY = ClassName.get(IR, "Arity");
  static final ClassName VALUE = ClassName.get(IR, "Value");
  static final ClassName OP_RESULT = ClassName.get(IR, "OpResult");
  static final ClassName REGION = ClassName.get(IR, "Region");
  static final ClassName BLOCK = ClassName.get(IR, "Block");
  static final ClassName DIALECT = ClassName.get(IR, "Dialect");
  static final ClassName DIAGNOSTIC_ENGINE = ClassName.get("raptor.ir.diag", "DiagnosticEngine");
  static final ClassName TYPE = ClassName.get(ATTR, "Type");
  static final ClassName ATTRIBUTE = ClassName.get(ATTR, "Attribute");
  static final ClassName LOCATION = ClassName.get(ATTR, "Location");
  static final ClassName DICTIONARY_ATTR = ClassName.get(ATTR, "DictionaryAttr");
  static final ClassName NAMED_ATTRIBUTE = ClassName.get(ATTR, "NamedAttribute");
  static final ClassName UNIT_ATTR = ClassName.get(ATTR, "UnitAttr");
  static final ClassName INTEGER_ATTR = ClassName.get(ATTR, "IntegerAttr");
  static final ClassName INTEGER_TYPE = ClassName.get(ATTR, "IntegerType");
  static final ClassName STRING_ATTR = ClassName.get(ATTR, "StringAttr");
  static final ClassName DENSE_ARRAY_ATTR = ClassName.get(ATTR, "DenseArrayAttr");
  static final ClassName FUNCTION_TYPE = ClassName.get(ATTR, "FunctionType");
  static final ClassName ASM_PRINTER = ClassName.get(TEXT, "AsmPrinter");
  static final ClassName ASM_PARSER = ClassName.get(TEXT, "AsmParser");
  static final ClassName UNRESOLVED = ASM_PARSER.nestedClass("UnresolvedOperand");
  static final ClassName ATTR_PARSER_CONTEXT = ClassName.get(TEXT, "AttrParser").nestedClass("Context");
  static final ClassName CUSTOM_ASSEMBLY = ClassName.get(TEXT, "CustomAssembly");
  static final ClassName TYPE_CONSTRAINT = ClassName.get(CONSTRAINT, "TypeConstraint");
  static final ClassName ATTR_CONSTRAINT = ClassName.get(CONSTRAINT, "AttrConstraint");
  static final ClassName REGION_CONSTRAINT = ClassName.get(CONSTRAINT, "RegionConstraint");
  static final ClassName TYPE_PREDICATES = ClassName.get(CONSTRAINT, "TypePredicates");
  static final ClassName ATTR_PREDICATES = ClassName.get(CONSTRAINT, "AttrPredicates");
  static final ClassName BUILDABLE_TYPES = ClassName.get(CONSTRAINT, "BuildableTypes");
  static final ClassName TYPE_TRANSFORMS = ClassName.get(CONSTRAINT, "TypeTransforms");
  static final ClassName TYPE_KIND = ClassName.get(CONSTRAINT, "TypeKind");
  static final ClassName ATTR_VALUES = ClassName.get(CONSTRAINT, "AttrValues");
  static final ClassName ATTR_DEFAULTS = ClassName.get(CONSTRAINT, "AttrDefaults");
  static final ClassName INVARIANT_CHECKS = ClassName.get(CONSTRAINT, "InvariantChecks");
  static final ClassName TRAIT_CHECKS = ClassName.get(CONSTRAINT, "TraitChecks");
  static final ClassName SEGMENTS = ClassName.get(CONSTRAINT, "Segments");
  static final ClassName PROPS = ClassName.get(CONSTRAINT, "Props");
  static final ClassName ENUM_CASES = ClassName.get(CONSTRAINT, "EnumCases");
  static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
  static final ClassName FORMAT_SUPPORT = ClassName.get(CONSTRAINT, "FormatSupport");
  static final String TRAIT_PACKAGE = "raptor.ir.trait";
  static final ClassName DESTINATION_STYLE = ClassName.get(TRAIT_PACKAGE, "DestinationStyle");
}
