// A few classes of MLIR's ODS library (mlir/IR/OpBase.td and the files it includes), shaped
// and named as there, so that tests of the upstream reader run without the LLVM headers.

class Constraint<string desc> { string summary = desc; }
class TypeConstraint<string desc> : Constraint<desc>;
class Type<string desc> : TypeConstraint<desc>;
class Variadic<Type type> : TypeConstraint<type.summary> { Type baseType = type; }
class Optional<Type type> : TypeConstraint<type.summary> { Type baseType = type; }
class AnyTypeOf<list<Type> allowed> : Type<"one of several types"> {
  list<Type> allowedTypes = allowed;
}
class AttrConstraint<string desc> : Constraint<desc>;
class Attr<string desc> : AttrConstraint<desc> {
  Attr baseAttr = ?;
  string defaultValue = ?;
}
class OptionalAttr<Attr attr> : Attr<attr.summary> { let baseAttr = attr; }
class Region<string desc> : Constraint<desc>;
def AnyRegion : Region<"any region">;
class Successor<string desc> : Constraint<desc>;
def AnySuccessor : Successor<"any successor">;
class OpVariable<Constraint c> { Constraint constraint = c; }
class Arg<Constraint c> : OpVariable<c>;

class Trait;
class NativeOpTrait<string name> : Trait { string trait = name; }
class TraitList<list<Trait> members> : Trait { list<Trait> traits = members; }
class InterfaceTrait<string name> : NativeOpTrait<name # "::Trait"> {
  string cppInterfaceName = name;
  list<Trait> baseInterfaces = [];
}
class OpInterface<string name> : InterfaceTrait<name>;
class HasParent<string op> : NativeOpTrait<"HasParent<" # op # ">::Impl">;
def NoMemoryEffect : NativeOpTrait<"MemoryEffectOpInterface::Trait">;
def AlwaysSpeculatable : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;
def Commutative : NativeOpTrait<"IsCommutative">;
def Scalarizable : NativeOpTrait<"Scalarizable">;
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface">;

def ins;
def outs;
def region;
def successor;

class Dialect {
  string name = ?;
  string summary = ?;
  code description = ?;
}
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string summary = "";
  code description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<Trait> traits = props;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasFolder = 0;
  code extraClassDeclaration = ?;
}

def I32 : Type<"32-bit signless integer">;
def I64 : Type<"64-bit signless integer">;
def AnyType : Type<"any type">;
def StrAttr : Attr<"string attribute">;
def UnitAttr : Attr<"unit attribute">;
def Quux : Type<"a type Raptor has no predicate for">;
def QuuxAttr : Attr<"an attribute Raptor has no predicate for">;
