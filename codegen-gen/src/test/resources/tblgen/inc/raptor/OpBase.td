// A small ODS base library in the style of mlir/IR/OpBase.td, used by the
// ODS-like print-records tests.
#ifndef RAPTOR_OPBASE
#define RAPTOR_OPBASE

def ins;
def outs;
def region;
def successor;

class Pred;
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

class TypeConstraint<Pred predicate, string summary = "",
                     string cppType = "::mlir::Type">
    : Constraint<predicate, summary> {
  string cppClassName = cppType;
}

class Type<Pred condition, string descr = "", string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  code builderCall = "";
}

class BuildableType<code builder> {
  code builderCall = builder;
}

def AnyType : Type<CPred<"true">, "any type">;
def Index : Type<CPred<"::llvm::isa<::mlir::IndexType>($_self)">, "index",
                 "::mlir::IndexType">,
            BuildableType<"$_builder.getIndexType()">;

class I<int width>
    : Type<CPred<"$_self.isSignlessInteger(" # width # ")">,
           width # "-bit signless integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ")"> {
  int bitwidth = width;
}
def I1 : I<1>;
def I32 : I<32>;
def I64 : I<64>;

class Variadic<Type type> : TypeConstraint<type.predicate, "variadic of " # type.summary> {
  Type baseType = type;
}

class Attr<Pred condition, string descr = ""> : Constraint<condition, descr> {
  code storageType = ?;
  code returnType = ?;
  string defaultValue = ?;
  bit isOptional = false;
}

class OptionalAttr<Attr attr> : Attr<attr.predicate, "optional " # attr.summary> {
  let storageType = attr.storageType;
  let isOptional = true;
  Attr baseAttr = attr;
}

class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let defaultValue = val;
  Attr baseAttr = attr;
}

class TypedAttrBase<Type attrValType, string attrKind, Pred condition, string descr>
    : Attr<condition, descr> {
  Type valueType = attrValType;
  let storageType = [{ ::mlir::}] # attrKind;
}

def I32Attr : TypedAttrBase<I32, "IntegerAttr", CPred<"isI32">, "32-bit signless integer attribute">;
def I64Attr : TypedAttrBase<I64, "IntegerAttr", CPred<"isI64">, "64-bit signless integer attribute">;
def StrAttr : Attr<CPred<"isString">, "string attribute"> {
  let storageType = [{ ::mlir::StringAttr }];
  let returnType = [{ ::llvm::StringRef }];
}

class Trait;
class NativeTrait<string name, string entityType> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
}
class NativeOpTrait<string prop, list<Trait> traits = []> : NativeTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}
def Commutative : NativeOpTrait<"IsCommutative">;
def Terminator : NativeOpTrait<"IsTerminator">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def Pure : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;

class Dialect {
  string name = ?;
  string cppNamespace = name;
  string summary = ?;
  code description = ?;
  bit usePropertiesForAttributes = 1;
}

class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  code description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasFolder = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
}

#endif // RAPTOR_OPBASE
