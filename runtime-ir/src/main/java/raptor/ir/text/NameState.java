package raptor.ir.text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;

/**
 * The names the printer gives to SSA values and blocks, assigned exactly as mlir-opt assigns
 * them: regions are numbered one after another from a stack (nested regions after their
 * parent), entry-block arguments are {@code %argN}, other values {@code %N}, blocks
 * {@code ^bbN} per region; in custom form result-name hints are used and made unique within
 * nested scopes. Unless unique ids are requested, nested regions restart from the counters of
 * their parent, so sibling regions reuse numbers.
 */
public final class NameState {
  private final ValueNames names = new ValueNames();
  private final Map<Block, Integer> blockIds = new IdentityHashMap<>();
  private final Map<Operation, int[]> resultGroups = new IdentityHashMap<>();
  private final boolean useHints;
  private final boolean uniqueIds;

  private int nextValueId;
  private int nextArgumentId;
  private int nextConflictId;
  private Scope scope;

  /** Names every value and block inside the regions of {@code root}. */
  public NameState(Operation root, boolean useHints, boolean uniqueIds) {
    this.useHints = useHints;
    this.uniqueIds = uniqueIds;
    numberFrom(root);
    names.freeze();
  }

  /** A set of used names chained to the set of the enclosing region. */
  private record Scope(Scope parent, Set<String> used) {
    boolean contains(String name) {
      for (Scope s = this; s != null; s = s.parent) {
        if (s.used.contains(name)) {
          return true;
        }
      }
      return false;
    }
  }

  /** A region waiting to be numbered, with the counters to restart from. */
  private record Pending(Region region, int valueId, int argumentId, int conflictId,
      Scope parentScope) {
  }

  private void numberFrom(Operation root) {
    Deque<Pending> stack = new ArrayDeque<>();
    pushRegions(root, stack, null);
    if (root.numResults() > 0) {
      numberOp(root);
    }
    while (!stack.isEmpty()) {
      Pending next = stack.pop();
      if (!uniqueIds) {
        nextValueId = next.valueId;
        nextArgumentId = next.argumentId;
        nextConflictId = next.conflictId;
      }
      scope = new Scope(next.parentScope, new HashSet<>());
      numberRegion(next.region);
      Scope regionScope = scope;
      for (Block b = next.region.firstBlock(); b != null; b = b.nextBlock()) {
        for (Operation op = b.firstOp(); op != null; op = op.nextOp()) {
          pushRegions(op, stack, regionScope);
        }
      }
    }
  }

  private void pushRegions(Operation op, Deque<Pending> stack, Scope parentScope) {
    for (int i = 0; i < op.numRegions(); i++) {
      stack.push(new Pending(op.region(i), nextValueId, nextArgumentId, nextConflictId,
          parentScope));
    }
  }

  private void numberRegion(Region region) {
    int nextBlockId = 0;
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      blockIds.put(block, nextBlockId++);
      boolean entry = block == region.firstBlock();
      for (BlockArgument arg : block.arguments()) {
        if (entry) {
          names.putHint(arg, unique("arg" + nextArgumentId++));
        } else {
          names.putNumber(arg, nextValueId++);
        }
      }
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        numberOp(op);
      }
    }
  }

  private void numberOp(Operation op) {
    int numResults = op.numResults();
    if (numResults == 0) {
      return;
    }
    boolean firstNamed = useHints && op.info().resultNamer() != null && nameWithHints(op);
    if (!firstNamed) {
      names.putNumber(op.result(0), nextValueId++);
    }
  }

  /**
   * Applies the op's name hints; a hint on a result other than the first starts a group.
   *
   * @return whether the first result got a name
   */
  private boolean nameWithHints(Operation op) {
    List<Integer> groupStarts = new ArrayList<>(2);
    groupStarts.add(0);
    boolean[] firstNamed = new boolean[1];
    op.info().resultNamer().nameResults(op, (value, hint) -> {
      names.putHint(value, unique(sanitize(hint)));
      int index = ((OpResult) value).index();
      firstNamed[0] |= index == 0;
      if (index != 0 && !groupStarts.contains(index)) {
        groupStarts.add(index);
      }
    });
    if (groupStarts.size() > 1) {
      int[] starts = new int[groupStarts.size()];
      for (int i = 0; i < starts.length; i++) {
        starts[i] = groupStarts.get(i);
      }
      Arrays.sort(starts);
      resultGroups.put(op, starts);
    }
    return firstNamed[0];
  }

  private String unique(String name) {
    if (scope == null) {
      scope = new Scope(null, new HashSet<>());
    }
    String result = name;
    if (scope.contains(name)) {
      StringBuilder probe = new StringBuilder(name).append('_');
      while (true) {
        probe.append(nextConflictId++);
        if (!scope.contains(probe.toString())) {
          result = probe.toString();
          break;
        }
        probe.setLength(name.length() + 1);
      }
    }
    scope.used.add(result);
    return result;
  }

  /**
   * {@return a name hint made into a valid SSA name suffix, as MLIR sanitises hints: characters
   * outside {@code [A-Za-z0-9$._-]} become {@code _}, and a leading digit gets a {@code _}}
   */
  private static String sanitize(String name) {
    StringBuilder sb = new StringBuilder(name.length() + 1);
    if (!name.isEmpty() && Lexer.isDigit(name.charAt(0))) {
      sb.append('_');
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = Lexer.isLetter(c) || Lexer.isDigit(c) || c == '$' || c == '.' || c == '_'
          || c == '-';
      sb.append(ok ? c : '_');
    }
    return sb.toString();
  }

  // ---- Queries ----

  /**
   * Appends a use of {@code value}: {@code %0}, {@code %arg1}, {@code %3#1} for result 1 of a
   * multi-result group, or {@code <<UNKNOWN SSA VALUE>>} when it has no name here.
   */
  public void appendUse(StringBuilder out, Value value) {
    int mark = out.length();
    out.append('%');
    if (value instanceof OpResult result && result.owner().numResults() > 1) {
      Operation op = result.owner();
      int[] starts = groupsOf(op);
      int start = groupStart(starts, result.index());
      int end = groupEnd(starts, start, op.numResults());
      if (names.append(out, op.result(start))) {
        if (end - start > 1) {
          out.append('#').append(result.index() - start);
        }
        return;
      }
    } else if (names.append(out, value)) {
      return;
    }
    out.setLength(mark);
    out.append("<<UNKNOWN SSA VALUE>>");
  }

  /**
   * Appends the result groups of {@code op} as printed in its definition, such as
   * {@code %0:2} or {@code %a, %b:2}, without the trailing {@code " = "}.
   */
  public void appendDefinition(StringBuilder out, Operation op) {
    int[] starts = groupsOf(op);
    if (starts == null) {
      out.append('%');
      names.append(out, op.result(0));
      if (op.numResults() > 1) {
        out.append(':').append(op.numResults());
      }
      return;
    }
    for (int g = 0; g < starts.length; g++) {
      int end = g + 1 < starts.length ? starts[g + 1] : op.numResults();
      if (g > 0) {
        out.append(", ");
      }
      out.append('%');
      names.append(out, op.result(starts[g]));
      if (end - starts[g] > 1) {
        out.append(':').append(end - starts[g]);
      }
    }
  }

  /** {@return the first result of each named group of {@code op}, or null for a single group} */
  private int[] groupsOf(Operation op) {
    return resultGroups.isEmpty() ? null : resultGroups.get(op);
  }

  /** {@return the label of {@code block} without the caret, e.g. {@code bb1}, or null} */
  public String blockName(Block block) {
    Integer id = blockIds.get(block);
    return id == null ? null : "bb" + id;
  }

  /** {@return the position of {@code block} in its region's numbering, or -1} */
  public int blockId(Block block) {
    Integer id = blockIds.get(block);
    return id == null ? -1 : id;
  }

  private static int groupStart(int[] starts, int index) {
    if (starts == null) {
      return 0;
    }
    int start = 0;
    for (int s : starts) {
      if (s <= index) {
        start = s;
      }
    }
    return start;
  }

  private static int groupEnd(int[] starts, int start, int numResults) {
    if (starts == null) {
      return numResults;
    }
    for (int s : starts) {
      if (s > start) {
        return s;
      }
    }
    return numResults;
  }
}
