package raptor.dialect.spat;

/** What a {@code spat.blueprint} does. */
public enum BlueprintMode implements Keyword {
  /** Views one tensor in a physical layout; must be dead once plans are lowered. */
  PHYSICAL_VIEW("physical_view"),
  /** Reassembles lane fragments into one logical tensor. */
  FRAGMENT_ASSEMBLY("fragment_assembly");

  private final String keyword;

  BlueprintMode(String keyword) {
    this.keyword = keyword;
  }

  @Override
  public String keyword() {
    return keyword;
  }
}
