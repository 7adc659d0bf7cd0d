package raptor.ir.text;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.ResourceTable;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NamedAttribute;

/**
 * Prints the {@code {-# dialect_resources ... #-}} section with the blobs that the printed IR
 * refers to, in order of first use as mlir-opt prints them.
 */
final class ResourceSection {
  private ResourceSection() {
  }

  static void print(Operation root, ResourceTable table, StringBuilder out) {
    if (table.isEmpty()) {
      return;
    }
    Set<String> handles = new LinkedHashSet<>();
    root.walk(WalkOrder.PRE_ORDER, op -> {
      collect(op.properties(), handles);
      collect(op.attributes(), handles);
      return WalkResult.ADVANCE;
    });
    List<String> present = new ArrayList<>();
    for (String handle : handles) {
      if (table.blob(handle) != null) {
        present.add(handle);
      }
    }
    if (present.isEmpty()) {
      return;
    }
    out.append("\n{-#\n  dialect_resources: {\n    builtin: {\n");
    for (int i = 0; i < present.size(); i++) {
      String handle = present.get(i);
      out.append("      ");
      new AttrPrinter(out, null).printKeywordOrString(handle);
      out.append(": \"").append(table.blob(handle)).append('"');
      out.append(i + 1 < present.size() ? ",\n" : "\n");
    }
    out.append("    }\n  }\n#-}\n");
  }

  private static void collect(Attribute attr, Set<String> handles) {
    if (attr instanceof DenseResourceAttr resource) {
      handles.add(resource.handle());
    } else if (attr instanceof ArrayAttr array) {
      for (Attribute element : array.elements()) {
        collect(element, handles);
      }
    } else if (attr instanceof DictionaryAttr dict) {
      for (NamedAttribute entry : dict.entries()) {
        collect(entry.value(), handles);
      }
    }
  }
}
