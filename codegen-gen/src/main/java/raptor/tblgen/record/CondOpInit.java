package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code !cond(c1: v1, c2: v2, ...)} waiting for its conditions: the value of the first true one.
 *
 * @param conditions the conditions
 * @param values     the values, one per condition
 * @param type       the common type of the values
 */
public record CondOpInit(List<Init> conditions, List<Init> values, RecType type) implements OpInit {

  /** Copies the lists. */
  public CondOpInit {
    conditions = List.copyOf(conditions);
    values = List.copyOf(values);
  }

  /** {@return the value of the first true condition when the conditions before it are known, otherwise this} */
  Init fold() {
    for (int i = 0; i < conditions.size(); i++) {
      IntInit condition = Casts.toInt(conditions.get(i));
      if (condition == null) {
        return this;
      }
      if (condition.value() != 0) {
        Init value = values.get(i);
        Init cast = Casts.castTo(value, type);
        return cast == null ? value : cast;
      }
    }
    if (conditions.stream().allMatch(Init::isConcrete) && values.stream().allMatch(Init::isConcrete)) {
      throw new FoldException("!cond: none of the conditions was true in: " + asString());
    }
    return this;
  }

  @Override
  public String asString() {
    List<String> clauses = new ArrayList<>(conditions.size());
    for (int i = 0; i < conditions.size(); i++) {
      clauses.add(conditions.get(i).asString() + ": " + values.get(i).asString());
    }
    return "!cond(" + String.join(", ", clauses) + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    List<Init> resolvedConditions = new ArrayList<>(conditions.size());
    List<Init> resolvedValues = new ArrayList<>(values.size());
    for (int i = 0; i < conditions.size(); i++) {
      resolvedConditions.add(conditions.get(i).resolve(resolver));
      resolvedValues.add(values.get(i).resolve(resolver));
    }
    return new CondOpInit(resolvedConditions, resolvedValues, type).fold();
  }

  @Override
  public boolean isClosed() {
    return conditions.stream().allMatch(Init::isClosed) && values.stream().allMatch(Init::isClosed);
  }
}
