package raptor.ir;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The blobs of the file metadata section {@code {-# dialect_resources: { builtin: {...} } #-}},
 * referenced by {@code dense_resource<handle>} attributes.
 *
 * <p>Blobs are kept in their printed form, a {@code "0x..."} hex string whose first four bytes
 * are the alignment.
 */
public final class ResourceTable {
  private final Map<String, String> builtinBlobs = new LinkedHashMap<>();

  /** Records the blob of {@code handle}; returns false when the handle was already defined. */
  public boolean define(String handle, String hexBlob) {
    return builtinBlobs.putIfAbsent(handle, hexBlob) == null;
  }

  /** {@return whether no blob is defined} */
  public boolean isEmpty() {
    return builtinBlobs.isEmpty();
  }

  /** {@return the hex text of the blob named {@code handle}, or {@code null}} */
  public String blob(String handle) {
    return builtinBlobs.get(handle);
  }
}
