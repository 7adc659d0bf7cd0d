package raptor.transforms.test;

import raptor.dialect.builtin.BuiltinUnrealizedConversionCastOp;
import raptor.dialect.test.TestDialect;
import raptor.dialect.test.TestIllegalOp;
import raptor.dialect.test.TestUnconvertibleOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.PatternSet;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.rewrite.conversion.ConversionTarget;
import raptor.rewrite.conversion.DialectConversion;
import raptor.rewrite.conversion.TypeConverter;

/**
 * {@code test-legalize-patterns}: converts {@code test.illegal} to {@code test.legal}, widening
 * {@code i16} operands to {@code i32} through {@code builtin.unrealized_conversion_cast}, with a
 * partial conversion (the default) or a full one ({@code mode=full}), in which every op outside
 * the test dialect and {@code test.unconvertible} must become legal too.
 */
public final class TestLegalizePatternsPass extends Pass {
  /** The options, written {@code test-legalize-patterns{mode=full}}. */
  public record Options(
      @Option(name = "mode", help = "The conversion mode: partial or full") Mode mode) {
    /** A partial conversion. */
    public static final Options DEFAULT = new Options(Mode.PARTIAL);
  }

  /** Which conversion runs. */
  public enum Mode {
    /** Ops of unknown legality may stay; illegal ops must be converted. */
    PARTIAL,
    /** Every op must end up legal. */
    FULL
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, Options.DEFAULT);

  private final Options options;
  private FrozenPatternSet patterns;

  /** Creates the pass with {@code options}. */
  public TestLegalizePatternsPass(Options options) {
    super("test-legalize-patterns", "TestLegalizePatterns",
        "Run test conversion patterns with a partial or full conversion", null);
    this.options = options;
  }

  @Override
  public void initialize(IrContext context) {
    TypeConverter widen = new TypeConverter()
        .addConversion(type -> type)
        .addConversion(type -> type.equals(IntegerType.I16) ? IntegerType.I32 : null)
        .addTargetMaterialization((builder, type, inputs, location) -> {
          OperationState state = new OperationState(BuiltinUnrealizedConversionCastOp.INFO, location);
          state.operands.addAll(inputs);
          state.resultTypes.add(type);
          return builder.insert(Operation.create(state)).result(0);
        });
    patterns = new PatternSet(context).add(new LegalizeIllegal(widen)).freeze();
  }

  @Override
  public void run(Operation op, PassContext pc) {
    ConversionTarget target = new ConversionTarget()
        .addLegalDialect(TestDialect.NAME, "builtin", "func", "arith")
        .addIllegalOp(TestIllegalOp.NAME, TestUnconvertibleOp.NAME);
    boolean converted = options.mode() == Mode.FULL
        ? DialectConversion.applyFull(op, target, patterns, pc.diagnostics())
        : DialectConversion.applyPartial(op, target, patterns, pc.diagnostics());
    if (!converted) {
      pc.signalFailure();
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
