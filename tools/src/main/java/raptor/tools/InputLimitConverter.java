package raptor.tools;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import raptor.ir.io.InputFile;

/** Converts the value of {@code --max-input-size} for the tools whose flags picocli binds. */
public final class InputLimitConverter implements ITypeConverter<Long> {
  @Override
  public Long convert(String value) {
    try {
      return InputFile.parseLimit(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
