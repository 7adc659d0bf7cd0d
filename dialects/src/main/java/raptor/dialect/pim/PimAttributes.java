package raptor.dialect.pim;

import raptor.ir.Operation;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;

/**
 * The discardable attributes the Pim pipeline records in the IR, and the limits they obey.
 * Addresses and sizes are bytes within the non-negative {@code int32} range (the {@code sldi}
 * immediate).
 */
public final class PimAttributes {
  /** On each {@code memref.alloc} of a core body: its planned byte address (i64, 4-aligned). */
  public static final String LOCAL_MEMORY_ADDRESS = "pim.local_memory_address";
  /** On {@code pim.core} and {@code pim.core_batch}: the local arena size in bytes (i64). */
  public static final String LOCAL_MEMORY_SIZE = "pim.local_memory_size";
  /** On the entry {@code func.func}: the bytes of host-routed pipeline transfers (i64, > 0). */
  public static final String PIPELINE_HOST_BUFFER_BYTES = "pim.pipeline_host_buffer_bytes";
  /** The symbol of the pipeline host buffer, a {@code memref<Nxi8>} module global. */
  public static final String PIPELINE_HOST_BUFFER_SYMBOL = "pim_pipeline_channels";
  /** The number of event registers of each core. */
  public static final int EVENT_REGISTER_COUNT = 32;
  /** The alignment of local memory addresses, in bytes. */
  public static final int LOCAL_MEMORY_ALIGNMENT = 4;

  private PimAttributes() {
  }

  /**
   * {@return the value of {@code op}'s i64 attribute {@code name}, or {@code null} when it is
   * absent}
   *
   * @throws IllegalArgumentException when present but not an i64 integer (check with
   *     {@link #isI64(Operation, String)} first)
   */
  public static Long i64(Operation op, String name) {
    Attribute attr = op.attr(name);
    if (attr == null) {
      return null;
    }
    if (!isI64(op, name)) {
      throw new IllegalArgumentException(name + " is not an i64 integer: " + attr);
    }
    return ((IntegerAttr) attr).longValue();
  }

  /** {@return whether {@code op}'s attribute {@code name} is absent or an i64 integer} */
  public static boolean isI64(Operation op, String name) {
    Attribute attr = op.attr(name);
    return attr == null
        || attr instanceof IntegerAttr integer && integer.type().equals(IntegerType.I64);
  }

  /** {@return an i64 attribute of {@code value}} */
  public static IntegerAttr i64Attr(long value) {
    return IntegerAttr.of(IntegerType.I64, value);
  }
}
