package raptor.gen.processor;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/**
 * Finds static methods of a type by name and compares their signatures with the expected
 * spellings. A type generated in the same compilation (an op class) may still be unresolved,
 * so a type also matches by its simple name.
 */
final class Signatures {
  private Signatures() {
  }

  /** A wanted hook: its return type and parameter types, fully qualified. */
  record Hook(String returnType, String name, List<String> params) {
    String describe() {
      StringBuilder sb = new StringBuilder("static ").append(simple(returnType)).append(' ')
          .append(name).append('(');
      for (int i = 0; i < params.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(simple(params.get(i)));
      }
      return sb.append(')').toString();
    }
  }

  /** {@return whether {@code owner} declares a non-private static method matching {@code hook}} */
  static boolean has(TypeElement owner, Hook hook) {
    for (Element member : owner.getEnclosedElements()) {
      if (member.getKind() != ElementKind.METHOD || !member.getSimpleName().contentEquals(hook.name())) {
        continue;
      }
      ExecutableElement method = (ExecutableElement) member;
      if (matches(method, hook)) {
        return true;
      }
    }
    return false;
  }

  private static boolean matches(ExecutableElement method, Hook hook) {
    if (!method.getModifiers().contains(Modifier.STATIC)
        || method.getModifiers().contains(Modifier.PRIVATE)
        || !sameType(method.getReturnType(), hook.returnType())) {
      return false;
    }
    List<? extends VariableElement> params = method.getParameters();
    if (params.size() != hook.params().size()) {
      return false;
    }
    for (int i = 0; i < params.size(); i++) {
      if (!sameType(params.get(i).asType(), hook.params().get(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameType(TypeMirror actual, String expected) {
    String spelled = actual.toString();
    return spelled.equals(expected) || spelled.equals(simple(expected));
  }

  /** {@return {@code java.util.List<raptor.ir.Value>} as {@code List<Value>}} */
  static String simple(String qualified) {
    return qualified.replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
