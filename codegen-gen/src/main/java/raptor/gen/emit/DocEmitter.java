package raptor.gen.emit;

import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.OdsDialect;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/** Emits the Markdown reference of a dialect's ops, like {@code mlir-tblgen -gen-dialect-doc}. */
public final class DocEmitter {
  private DocEmitter() {
  }

  /** {@return the Markdown text} */
  public static String emit(EmitContext ctx) {
    OdsDialect dialect = ctx.spec().dialect();
    StringBuilder md = new StringBuilder();
    md.append("<!-- ").append(ctx.header(dialect.loc().line())).append(" -->\n\n");
    md.append("# '").append(dialect.name()).append("' Dialect\n\n");
    if (!dialect.summary().isEmpty()) {
      md.append(dialect.summary()).append("\n\n");
    }
    if (!dialect.description().isEmpty()) {
      md.append(dialect.description()).append("\n\n");
    }
    md.append("## Operations\n");
    for (OpSpec op : ctx.spec().ops()) {
      op(md, dialect.name(), op);
    }
    return md.toString();
  }

  private static void op(StringBuilder md, String dialect, OpSpec op) {
    md.append("\n### `").append(dialect).append('.').append(op.mnemonic()).append("` (")
        .append(op.className()).append(")\n\n");
    if (!op.summary().isEmpty()) {
      md.append("_").append(op.summary()).append("_\n\n");
    }
    op.assemblyFormat().ifPresent(f -> md.append("Syntax: `").append(f.text().strip()
        .replaceAll("\\s+", " ")).append("`\n\n"));
    if (!op.description().isEmpty()) {
      md.append(op.description()).append("\n\n");
    }
    if (!op.attributes().isEmpty()) {
      md.append("#### Attributes\n\n| Attribute | Description |\n| :---: | --- |\n");
      for (AttributeSpec attr : op.attributes()) {
        md.append("| `").append(attr.name()).append("` | ").append(attr.summary()).append(" |\n");
      }
      md.append('\n');
    }
    table(md, "Operands", "Operand", op.operands());
    table(md, "Results", "Result", op.results());
  }

  private static void table(StringBuilder md, String title, String column,
      java.util.List<ValueSpec> values) {
    if (values.isEmpty()) {
      return;
    }
    md.append("#### ").append(title).append("\n\n| ").append(column)
        .append(" | Description |\n| :---: | --- |\n");
    for (ValueSpec v : values) {
      md.append("| `").append(v.name()).append("` | ").append(v.diagnosticSummary()).append(" |\n");
    }
    md.append('\n');
  }
}
