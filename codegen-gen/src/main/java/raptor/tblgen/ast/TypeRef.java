package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/** A type as written: a primitive, {@code bits<n>}, {@code list<T>} or a class name. */
public sealed interface TypeRef {

  /** The primitive types; {@code code} is kept apart from {@code string} only in the syntax. */
  enum Primitive { BIT, INT, STRING, CODE, DAG }

  /**
   * A primitive type.
   *
   * @param primitive which one
   */
  record PrimitiveRef(Primitive primitive) implements TypeRef {
  }

  /**
   * {@code bits<width>}.
   *
   * @param width the number of bits
   */
  record BitsRef(int width) implements TypeRef {
  }

  /**
   * {@code list<element>}.
   *
   * @param element the element type
   */
  record ListRef(TypeRef element) implements TypeRef {
  }

  /**
   * A class used as a type.
   *
   * @param loc  the position of the class name
   * @param name the class name
   */
  record ClassTypeRef(SourceLoc loc, String name) implements TypeRef {
  }
}
