package raptor.rewrite.conversion;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import raptor.ir.OpInfo;
import raptor.ir.Operation;

/**
 * Which ops a conversion must produce: legal, illegal and dynamically legal ops and dialects.
 * A rule on an op name wins over a rule on its dialect; ops without any rule are of unknown
 * legality unless {@link #markUnknownOpDynamicallyLegal} says otherwise.
 */
public final class ConversionTarget {
  /** How legal one op is. */
  public enum Legality {
    /** The op may stay. */
    LEGAL,
    /** The op must be converted: marked illegal, or a dynamic rule rejected it. */
    ILLEGAL,
    /** No rule covers the op: partial conversion keeps it, full conversion must convert it. */
    UNKNOWN
  }

  private static final Predicate<Operation> ALWAYS = op -> true;
  private static final Predicate<Operation> NEVER = op -> false;

  private final Map<String, Predicate<Operation>> opRules = new HashMap<>();
  private final Map<String, Predicate<Operation>> dialectRules = new HashMap<>();
  private Predicate<Operation> unknownOpRule;

  /** Marks the ops named {@code names} legal. */
  public ConversionTarget addLegalOp(String... names) {
    return putAll(opRules, names, ALWAYS);
  }

  /** Marks the ops of kinds {@code infos} legal. */
  public ConversionTarget addLegalOp(OpInfo<?>... infos) {
    for (OpInfo<?> info : infos) {
      opRules.put(info.name(), ALWAYS);
    }
    return this;
  }

  /** Marks the ops named {@code names} illegal. */
  public ConversionTarget addIllegalOp(String... names) {
    return putAll(opRules, names, NEVER);
  }

  /** Makes ops named {@code name} legal exactly when {@code isLegal} holds for them. */
  public ConversionTarget addDynamicallyLegalOp(String name, Predicate<Operation> isLegal) {
    opRules.put(name, isLegal);
    return this;
  }

  /** Marks every op of the dialects {@code names} legal. */
  public ConversionTarget addLegalDialect(String... names) {
    return putAll(dialectRules, names, ALWAYS);
  }

  /** Marks every op of the dialects {@code names} illegal. */
  public ConversionTarget addIllegalDialect(String... names) {
    return putAll(dialectRules, names, NEVER);
  }

  /** Makes ops of dialect {@code name} legal exactly when {@code isLegal} holds for them. */
  public ConversionTarget addDynamicallyLegalDialect(String name, Predicate<Operation> isLegal) {
    dialectRules.put(name, isLegal);
    return this;
  }

  /** Makes ops without any rule legal when {@code isLegal} holds, else of unknown legality. */
  public ConversionTarget markUnknownOpDynamicallyLegal(Predicate<Operation> isLegal) {
    this.unknownOpRule = isLegal;
    return this;
  }

  /** {@return how legal {@code op} is} */
  public Legality legality(Operation op) {
    Predicate<Operation> rule = opRules.get(op.name());
    if (rule == null) {
      rule = dialectRules.get(op.info().dialectName());
    }
    if (rule != null) {
      return rule.test(op) ? Legality.LEGAL : Legality.ILLEGAL;
    }
    if (unknownOpRule != null && unknownOpRule.test(op)) {
      return Legality.LEGAL;
    }
    return Legality.UNKNOWN;
  }

  private ConversionTarget putAll(Map<String, Predicate<Operation>> rules, String[] names,
      Predicate<Operation> rule) {
    for (String name : names) {
      rules.put(name, rule);
    }
    return this;
  }
}
