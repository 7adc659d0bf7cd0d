package raptor.ir.constraint;

import raptor.ir.Dictionaries;
import raptor.ir.OperationState;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;

/** Writes inherent attributes (properties) into an {@link OperationState}, for generated code. */
public final class Props {
  private Props() {
  }

  /** Sets the property {@code name} of {@code state} to {@code value} ({@code null}: nothing). */
  public static void put(OperationState state, String name, Attribute value) {
    if (value == null) {
      return;
    }
    DictionaryAttr props = state.properties instanceof DictionaryAttr d ? d : DictionaryAttr.EMPTY;
    state.properties = Dictionaries.with(props, name, value);
  }

  /** {@return the property {@code name} set in {@code state} so far, or {@code null}} */
  public static Attribute get(OperationState state, String name) {
    return state.properties instanceof DictionaryAttr d ? d.get(name) : null;
  }
}
