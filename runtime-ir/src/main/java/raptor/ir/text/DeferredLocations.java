package raptor.ir.text;

import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.Location;

/** Replaces the placeholders of location aliases used before their definition. */
final class DeferredLocations {
  private DeferredLocations() {
  }

  static void resolve(Block top, FileState file) {
    for (Operation op = top.firstOp(); op != null; op = op.nextOp()) {
      op.walk(nested -> resolveOp(nested, file));
    }
  }

  private static void resolveOp(Operation op, FileState file) {
    op.setLocation(resolved(op.location(), file));
    for (Region region : op.regions()) {
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        for (BlockArgument arg : block.arguments()) {
          arg.setLocation(resolved(arg.location(), file));
        }
      }
    }
  }

  private static Location resolved(Location loc, FileState file) {
    return loc instanceof FileState.DeferredLoc deferred ? file.resolve(deferred) : loc;
  }
}
