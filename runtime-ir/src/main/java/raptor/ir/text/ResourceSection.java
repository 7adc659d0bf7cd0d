package raptor.ir.text;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.ResourceTable;
import raptor.ir.ResourceTable.ExternalValue;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NamedAttribute;

/**
 * Prints the file metadata section {@code {-# ... #-}}: the {@code dialect_resources} blobs that
 * the printed IR refers to, in order of first use, then the {@code external_resources} read with
 * the input, as mlir-opt prints them.
 */
final class ResourceSection {
  private ResourceSection() {
  }

  static void print(Operation root, ResourceTable table, StringBuilder out) {
    List<String> blobs = usedBlobs(root, table);
    Map<String, Map<String, ExternalValue>> external = table.externalResources();
    if (blobs.isEmpty() && external.isEmpty()) {
      return;
    }
    AttrPrinter strings = new AttrPrinter(out, null);
    out.append("\n{-#\n");
    if (!blobs.isEmpty()) {
      out.append("  dialect_resources: {\n    builtin: {\n");
      for (int i = 0; i < blobs.size(); i++) {
        String handle = blobs.get(i);
        out.append("      ");
        strings.printKeywordOrString(handle);
        out.append(": \"").append(table.blob(handle)).append('"');
        out.append(i + 1 < blobs.size() ? ",\n" : "\n");
      }
      out.append("    }\n  }").append(external.isEmpty() ? "\n" : ",\n");
    }
    if (!external.isEmpty()) {
      out.append("  external_resources: {\n");
      int group = 0;
      for (Map.Entry<String, Map<String, ExternalValue>> entries : external.entrySet()) {
        out.append("    ").append(entries.getKey()).append(": {\n");
        int entry = 0;
        for (Map.Entry<String, ExternalValue> value : entries.getValue().entrySet()) {
          out.append("      ");
          strings.printKeywordOrString(value.getKey());
          out.append(": ");
          if (value.getValue().isBoolean()) {
            out.append(value.getValue().text());
          } else {
            strings.printEscapedString(value.getValue().text());
          }
          out.append(++entry < entries.getValue().size() ? ",\n" : "\n");
        }
        out.append("    }").append(++group < external.size() ? ",\n" : "\n");
      }
      out.append("  }\n");
    }
    out.append("#-}\n");
  }

  /** {@return the handles of the builtin blobs that {@code root} refers to, in order of use} */
  private static List<String> usedBlobs(Operation root, ResourceTable table) {
    if (table.isEmpty()) {
      return List.of();
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
    return present;
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
