package raptor.dialect.spat;

/** The logical layout of an activation tensor, as the ONNX graph sees it. */
public enum LogicalLayout implements Keyword {
  /** Batch, channels, height, width. */
  NCHW("NCHW");

  private final String keyword;

  LogicalLayout(String keyword) {
    this.keyword = keyword;
  }

  @Override
  public String keyword() {
    return keyword;
  }
}
