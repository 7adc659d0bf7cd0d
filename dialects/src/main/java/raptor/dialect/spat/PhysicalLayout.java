package raptor.dialect.spat;

/** How a tensor's elements are distributed over cores and laid out in their memories. */
public enum PhysicalLayout implements Keyword {
  /** The whole tensor, dense, in NCHW order. */
  DENSE_NCHW("DenseNCHW"),
  /** Row strips of an NHWC tensor, one per lane. */
  NHWC_ROW_STRIP("NHWCRowStrip"),
  /** Lane fragments without a row structure. */
  FRAGMENTED("Fragmented"),
  /** Row strips of an NCHW tensor, one per lane. */
  NCHW_ROW_STRIP("NCHWRowStrip");

  private final String keyword;

  PhysicalLayout(String keyword) {
    this.keyword = keyword;
  }

  @Override
  public String keyword() {
    return keyword;
  }
}
