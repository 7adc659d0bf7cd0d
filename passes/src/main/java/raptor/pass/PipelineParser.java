package raptor.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import raptor.ir.IrContext;

/**
 * Parses mlir-opt's textual pipelines, {@code builtin.module(func.func(cse),canonicalize{a=1})},
 * with its error messages. Columns in errors are relative to the text inside the outermost
 * anchor's parentheses, as in mlir-opt.
 */
public final class PipelineParser {
  private static final String WRAP_ERROR = "expected pass pipeline to be wrapped with the anchor "
      + "operation type, e.g. 'builtin.module(...)'";

  /** One parsed element: a pass with options, or a nested pipeline when inner is not null. */
  private static final class Element {
    final String name;
    final int nameOffset;
    String options = "";
    int optionsOffset;
    List<Element> inner;

    Element(String name, int nameOffset) {
      this.name = name;
      this.nameOffset = nameOffset;
    }
  }

  private final PassRegistry registry;

  /** Creates a parser resolving pass names in {@code registry}. */
  public PipelineParser(PassRegistry registry) {
    this.registry = registry;
  }

  /**
   * {@return a pass manager for {@code text}, which must be wrapped in its anchor op name}
   *
   * @throws PipelineException for a malformed pipeline, an unknown pass or a bad option
   */
  public PassManager parse(String text, IrContext context) throws PipelineException {
    String trimmed = text.strip();
    int open = trimmed.indexOf('(');
    if (open <= 0 || !trimmed.endsWith(")")) {
      throw new PipelineException(WRAP_ERROR);
    }
    String anchor = trimmed.substring(0, open).strip();
    PassManager pm = new PassManager(context, anchor.equals(OpPassManager.ANY) ? null : anchor);
    parseInto(trimmed.substring(open + 1, trimmed.length() - 1), pm);
    return pm;
  }

  /**
   * Parses the comma-separated elements {@code text} (no outer anchor) and adds them to
   * {@code pm}; blank text is the empty pipeline.
   */
  public void parseInto(String text, OpPassManager pm) throws PipelineException {
    if (text.isBlank()) {
      return;
    }
    List<Element> elements = new ElementScanner(text).scan();
    add(elements, pm, text);
  }

  private void add(List<Element> elements, OpPassManager pm, String text)
      throws PipelineException {
    for (Element element : elements) {
      if (element.inner != null) {
        add(element.inner, element.name.equals(OpPassManager.ANY) ? pm.nestAny()
            : pm.nest(element.name), text);
        continue;
      }
      PassRegistration<?> registration = registry.lookup(element.name);
      if (registration == null) {
        throw new PipelineException("'" + element.name
            + "' does not refer to a registered pass or pass pipeline", text,
            element.nameOffset + 1);
      }
      try {
        pm.add(registration.create(element.options));
      } catch (PassOptionException e) {
        throw new PipelineException(e.getMessage(), text,
            element.optionsOffset + e.offset() + 1);
      }
    }
  }

  /** The syntactic pass over the element text, following mlir-opt's scanner. */
  private static final class ElementScanner {
    private final String text;
    private final Deque<List<Element>> stack = new ArrayDeque<>();
    private int pos;

    ElementScanner(String text) {
      this.text = text;
    }

    List<Element> scan() throws PipelineException {
      List<Element> root = new ArrayList<>();
      stack.push(root);
      while (scanElement()) {
        // Each call consumes one element and the separator after it.
      }
      if (stack.size() > 1) {
        throw error("encountered unbalanced parentheses while parsing pipeline", pos);
      }
      return root;
    }

    /** {@return whether another element follows} */
    private boolean scanElement() throws PipelineException {
      int sep = indexOfAny(",(){", pos);
      String raw = text.substring(pos, sep < 0 ? text.length() : sep);
      int lead = raw.length() - raw.stripLeading().length();
      Element element = new Element(raw.strip(), pos + lead);
      stack.peek().add(element);
      if (sep < 0) {
        return false;
      }
      pos = sep;
      if (text.charAt(pos) == '{') {
        scanOptions(element);
        if (pos >= text.length()) {
          return false;
        }
      }
      char c = text.charAt(pos);
      if (c == '(') {
        element.inner = new ArrayList<>();
        stack.push(element.inner);
        pos++;
        skipSpaces();
        // An empty nested pipeline, as in builtin.module(), is valid.
        return pos >= text.length() || text.charAt(pos) != ')' || scanClosing();
      }
      if (c == ')') {
        return scanClosing();
      }
      pos++;
      return true;
    }

    private void scanOptions(Element element) throws PipelineException {
      int depth = 0;
      for (int i = pos; i < text.length(); i++) {
        char c = text.charAt(i);
        depth += c == '{' ? 1 : c == '}' ? -1 : 0;
        if (depth == 0) {
          element.options = text.substring(pos + 1, i);
          element.optionsOffset = pos + 1;
          pos = i + 1;
          requireSeparator();
          return;
        }
      }
      throw error("missing closing '}' while processing pass options", pos);
    }

    private boolean scanClosing() throws PipelineException {
      while (pos < text.length() && text.charAt(pos) == ')') {
        stack.pop();
        if (stack.isEmpty()) {
          throw error("encountered extra closing ')' creating unbalanced parentheses while "
              + "parsing pipeline", pos);
        }
        pos++;
        skipSpaces();
      }
      if (pos >= text.length()) {
        return false;
      }
      if (text.charAt(pos) != ',') {
        throw error("expected ',' after parsing pipeline", pos);
      }
      pos++;
      return true;
    }

    private void requireSeparator() throws PipelineException {
      skipSpaces();
      if (pos < text.length() && ",)".indexOf(text.charAt(pos)) < 0) {
        throw error("expected ',' after parsing pipeline", pos);
      }
    }

    private void skipSpaces() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    private int indexOfAny(String chars, int from) {
      for (int i = from; i < text.length(); i++) {
        if (chars.indexOf(text.charAt(i)) >= 0) {
          return i;
        }
      }
      return -1;
    }

    private PipelineException error(String message, int offset) {
      return new PipelineException(message, text, offset + 1);
    }
  }
}
