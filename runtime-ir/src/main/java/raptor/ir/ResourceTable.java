package raptor.ir;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The resources of the file metadata section {@code {-# ... #-}}: the blobs of {@code
 * dialect_resources: { builtin: {...} }}, referenced by {@code dense_resource<handle>}
 * attributes, and the {@code external_resources} entries, which no dialect here reads but which
 * are kept and printed back as mlir-opt keeps them.
 *
 * <p>Blobs are kept in their printed form, a {@code "0x..."} hex string whose first four bytes
 * are the alignment.
 */
public final class ResourceTable {
  private final Map<String, String> builtinBlobs = new LinkedHashMap<>();
  private final Map<String, Map<String, ExternalValue>> external = new LinkedHashMap<>();

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

  /** Records entry {@code key} of the external resource group {@code group}. */
  public void defineExternal(String group, String key, ExternalValue value) {
    external.computeIfAbsent(group, g -> new LinkedHashMap<>()).put(key, value);
  }

  /** {@return the external resource groups with at least one entry, in order of definition} */
  public Map<String, Map<String, ExternalValue>> externalResources() {
    Map<String, Map<String, ExternalValue>> groups = new LinkedHashMap<>();
    external.forEach((group, entries) -> {
      if (!entries.isEmpty()) {
        groups.put(group, Collections.unmodifiableMap(entries));
      }
    });
    return groups;
  }

  /**
   * The value of an external resource entry: a boolean ({@code true}, {@code false}) or a string
   * (which may be a hex blob), as written.
   *
   * @param isBoolean whether the value is a boolean
   * @param text {@code true}, {@code false} or the string's contents
   */
  public record ExternalValue(boolean isBoolean, String text) {
  }
}
