package raptor.ir.attr;

/** A source location attached to operations, block arguments and diagnostics. */
public interface Location extends Attribute {
  /**
   * {@return {@code location} in a few characters, for reports and tables}: {@code file:line:col}
   * for a file location, the name of a named one, the first part of a fused one, otherwise empty
   */
  static String brief(Location location) {
    if (location instanceof FileLineColLoc file) {
      return file.file() + ":" + file.line() + ":" + file.column();
    }
    if (location instanceof NameLoc name) {
      return name.name();
    }
    if (location instanceof FusedLoc fused && !fused.locations().isEmpty()) {
      return brief(fused.locations().get(0));
    }
    return "";
  }
}
