// Includes through the search path, an include guard making a repeated
// include empty, and an include inside a let block that applies to the
// included records.
include "lib/common.td"
include "lib/extra.td"
include "lib/common.td"

def UsesCommon : Common<"mine">;
let level = 7 in {
  def UsesExtra : Extra;
}
