package raptor.gen.emit;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Locale;

/** Java spellings of ODS names: accessors, constants, attribute storage and builder types. */
public final class JavaNames {
  private JavaNames() {
  }

  /** {@return {@code true_value} as {@code trueValue}} */
  public static String camel(String odsName) {
    StringBuilder sb = new StringBuilder();
    boolean upper = false;
    for (char c : odsName.toCharArray()) {
      if (c == '_') {
        upper = sb.length() > 0;
      } else {
        sb.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return sb.toString();
  }

  /** {@return {@code overflowFlags} as {@code OVERFLOW_FLAGS}} */
  public static String constant(String odsName) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < odsName.length(); i++) {
      char c = odsName.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && odsName.charAt(i - 1) != '_') {
        sb.append('_');
      }
      sb.append(Character.toUpperCase(c));
    }
    return sb.toString().toUpperCase(Locale.ROOT);
  }

  /** {@return the class of an attribute's raw accessor: simple names live in raptor.ir.attr} */
  public static ClassName storageClass(String storageType) {
    int dot = storageType.lastIndexOf('.');
    return dot < 0 ? ClassName.get(Rt.ATTR, storageType)
        : ClassName.get(storageType.substring(0, dot), storageType.substring(dot + 1));
  }

  /** {@return the Java type written in a {@code .td} file ({@code long}, {@code Value}, {@code List<Value>})} */
  public static TypeName javaType(String written) {
    String t = written.trim();
    if (t.endsWith("[]")) {
      return ArrayTypeName.of(javaType(t.substring(0, t.length() - 2)));
    }
    if (t.startsWith("List<") && t.endsWith(">")) {
      return ParameterizedTypeName.get(ClassName.get(List.class),
          javaType(t.substring(5, t.length() - 1)).box());
    }
    switch (t) {
      case "long":
        return TypeName.LONG;
      case "int":
        return TypeName.INT;
      case "boolean":
        return TypeName.BOOLEAN;
      case "double":
        return TypeName.DOUBLE;
      case "String":
        return ClassName.get(String.class);
      case "Value":
      case "OpResult":
      case "Region":
      case "Block":
        return ClassName.get(Rt.IR, t);
      default:
        return t.contains(".") ? storageClass(t) : ClassName.get(Rt.ATTR, t);
    }
  }
}
