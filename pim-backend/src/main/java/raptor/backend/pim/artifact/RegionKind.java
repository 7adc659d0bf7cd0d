package raptor.backend.pim.artifact;

import java.util.Locale;

/** What a host memory region holds. */
public enum RegionKind {
  /** A constant global, initialized from {@code memory.bin}. */
  CONSTANT,
  /** A function argument; the simulator writes batch inputs here. */
  INPUT,
  /** A function result; the simulator dumps it. */
  OUTPUT,
  /** Any other host buffer, for example the pipeline channels. */
  BUFFER;

  /** {@return the lower-case name used in messages and reports} */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
