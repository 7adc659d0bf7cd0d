package raptor.pass;

import raptor.ir.Operation;

/** Registrations of do-nothing test passes that print their options with a schema. */
final class SchemaPasses {
  private SchemaPasses() {
  }

  /** {@return the registration of pass {@code argument}, whose options follow {@code schema}} */
  static <O extends Record> PassRegistration<O> registration(String argument,
      OptionSchema<O> schema) {
    return PassRegistration.of(argument, "a pass", schema,
        options -> new Pass(argument, "Test", "a pass", null) {
          @Override
          public void run(Operation op, PassContext pc) {
          }

          @Override
          public String printOptions() {
            return schema.print(options);
          }
        });
  }
}
