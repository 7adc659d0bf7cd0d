package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatTransposeOp;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * The crossbar strategies of Conv (spec §1.6), all built on patches of the input and the
 * contraction planner, and the gather that reorders their products into the NCHW result.
 * <ul>
 *   <li>{@code legacy}, {@code packed-im2col}: one gather of every patch of a group, already
 *       zero-padded to whole K slices, then one contraction; packed, each row holds
 *       {@code pack} patches and the filter is repeated {@code pack} times on the crossbar's
 *       block diagonal.
 *   <li>{@code streamed-patch}, {@code streamed-packed}, {@code output-channel-tiled},
 *       {@code input-k-tiled}, {@code tiled-2d}: the same per chunk of output positions, so no
 *       global im2col matrix exists; the contraction tiles K and N as needed, multiplying each
 *       K slice on its own crossbars and adding the partial sums.
 * </ul>
 * Patches longer than one crossbar are gathered as one matrix per K slice (one compute makes
 * them all), so that each slice's products receive only their own columns.
 * A Conv of one group reads NHWC patches ({@link ConvLayout#NHWC}) and its products,
 * position by position, are the NHWC result; {@code spat.transpose_plan}s on both sides let
 * layout planning keep the input and the result as row strips, so that no transpose is left.
 * When the input is the function's image, which no producer hands over as a row strip, the
 * patches may instead read it row-interleaved ({@link ConvLayout#ROW_INTERLEAVED}), in bands
 * ({@link InterleavedBands}).
 */
final class ConvPatches {
  /**
   * The product of positions {@code [first, first + count)} of one group, as a
   * {@code [ceil(count / pack), pack·c]} tensor: position-major rows of c channels.
   */
  private record Piece(long first, long count, Value value) {
  }

  private final ConvProblem problem;
  private final Value input;
  /** The bands of a row-interleaved image, which replace {@link #input}; else {@code null}. */
  private final InterleavedBands bands;
  private final Computes computes;
  private final List<Piece> pieces = new ArrayList<>();

  private ConvPatches(ConvProblem problem, Value input, InterleavedBands bands,
      Computes computes) {
    this.problem = problem;
    this.input = input;
    this.bands = bands;
    this.computes = computes;
  }

  /**
   * {@return the NCHW {@code result} of {@code problem} on {@code input} by the strategy of
   * {@code plan}}
   */
  static Value lower(ConvProblem problem, ConvPlanner.ConvPlan plan, Value input,
      Computes computes, long[] result) {
    boolean interleaved = problem.layout() == ConvLayout.ROW_INTERLEAVED;
    ConvPatches patches = new ConvPatches(problem,
        problem.layout() == ConvLayout.NHWC ? TransposePlans.toNhwc(computes, input) : input,
        interleaved ? InterleavedBands.of(problem.geometry(), input, computes, plan.chunk())
            : null, computes);
    long pack = plan.pack();
    long columns = new ContractionPlan(1, pack * problem.k(), 1, problem.tile()).paddedK();
    for (long group = 0; group < problem.groups(); group++) {
      WeightBlocks weight = new WeightBlocks(problem.weight(group, pack, 0, problem.k(), columns),
          columns, pack * problem.c(), problem.tile());
      for (long first = 0; first < problem.p(); first += plan.chunk()) {
        patches.packed(group, first, Math.min(plan.chunk(), problem.p() - first), pack, weight);
      }
    }
    return problem.layout().nhwcResult()
        ? TransposePlans.toNchw(computes, patches.nhwc(result)) : patches.assemble(result);
  }

  /**
   * Adds the piece of positions {@code [first, first + count)} of {@code group}, {@code pack}
   * patches per VMM row, multiplied by the blocks of the group's weight.
   */
  private void packed(long group, long first, long count, long pack, WeightBlocks weight) {
    long rows = (count + pack - 1) / pack;
    ContractionPlan plan = weight.plan(rows);
    pieces.add(new Piece(first, count, Contraction.emitSliced(computes, plan,
        patches(group, first, count, pack, rows, plan.reductionSlices()), weight,
        problem.bias(group, rows, pack))));
  }

  /**
   * {@return the patches of positions {@code [first, first + count)} of {@code group},
   * {@code pack} per row, as {@code slices} {@code [rows, tile]} matrices, zero where no patch
   * element lands ({@link ConvProblem#patchDestination}), slice
   * {@code s} holding patch elements {@code [s·tile, (s + 1)·tile)} (whole patches when one
   * slice holds them)}: one compute gathers them all from the input rows under their windows
   * (see {@link ConvProblem#window} and {@link ConvProblem#im2col})
   */
  private List<Value> patches(long group, long first, long count, long pack, long rows,
      long slices) {
    long tile = problem.tile();
    long width = Math.min(problem.k(), tile);
    List<Type> types = new ArrayList<>();
    for (long s = 0; s < slices; s++) {
      types.add(Tensors.f32(rows, tile));
    }
    InterleavedBands.Band band = bands == null ? null : bands.of(first);
    return computes.computeAll(types, List.of(),
        List.of(band == null ? input : band.value(), computes.splat(0f, 1, tile)),
        (body, weights, in) -> {
          ConvProblem.RowWindow window = problem.window(body, computes.location(), in.get(0),
              band == null ? 0 : band.firstRow(), first, count);
          List<Value> matrices = new ArrayList<>();
          for (long s = 0; s < slices; s++) {
            Value destination = problem.patchDestination(body, computes.location(), in.get(1),
                first, count, pack, s * tile, width);
            matrices.add(problem.im2col(body, computes.location(), window, destination, group,
                first, count, pack, s * tile, width));
          }
          return matrices;
        });
  }

  /**
   * {@return the pieces of one group, position by position, as the NHWC form of the NCHW
   * {@code result}}: a reshape when one piece holds every position, else one gather of whole
   * runs
   */
  private Value nhwc(long[] result) {
    long[] shape = {result[0], result[2], result[3], result[1]};
    long chunk = pieces.get(0).count();
    long c = problem.c();
    Gather gather = Gather.of(Tensors.count(shape), index -> {
      int source = Math.toIntExact(index / c / chunk);
      return Gather.element(source, index - pieces.get(source).first() * c);
    });
    return computes.gather(gather, pieces.stream().map(Piece::value).toList(), 0f, shape);
  }

  /**
   * {@return every piece gathered into the NCHW {@code result}}: one piece that is exactly the
   * positions-by-channels matrix (one group, all positions, no packing padding) is transposed as
   * such ({@link TensorOps#transpose}); otherwise one compute transposes each piece to
   * channels-by-positions ({@code spat.transpose}) and copies runs of positions of one channel
   */
  private Value assemble(long[] result) {
    ConvGeometry g = problem.geometry();
    if (pieces.size() == 1 && pieces.get(0).value().type() instanceof ShapedType shaped
        && shaped.numElements() == problem.p() * problem.c()) {
      return TensorOps.transpose(computes, pieces.get(0).value(),
          new long[] {g.batch(), g.outHeight(), g.outWidth(), problem.c()},
          new long[] {0, 3, 1, 2});
    }
    long plane = g.outHeight() * g.outWidth();
    long chunk = pieces.get(0).count();
    long chunksPerGroup = (problem.p() + chunk - 1) / chunk;
    long c = problem.c();
    long[] lengths = pieces.stream()
        .mapToLong(piece -> ((ShapedType) piece.value().type()).numElements() / c).toArray();
    Gather gather = Gather.of(result, index -> {
      long group = index[1] / c;
      long position = index[0] * plane + index[2] * g.outWidth() + index[3];
      int source = Math.toIntExact(group * chunksPerGroup + position / chunk);
      return Gather.element(source, index[1] % c * lengths[source] + position
          - pieces.get(source).first());
    });
    Location l = computes.location();
    return computes.compute(Tensors.f32(result), List.of(),
        pieces.stream().map(Piece::value).toList(), (body, weights, in) -> {
          List<Value> channelMajor = new ArrayList<>();
          for (int i = 0; i < in.size(); i++) {
            Value matrix = Gather.reshape(body, l, Gather.flatten(body, l, in.get(i)),
                new long[] {lengths[i], c});
            channelMajor.add(SpatTransposeOp.create(body, l, Tensors.f32(c, lengths[i]), matrix)
                .output());
          }
          return List.of(Gather.reshape(body, l, gather.emitFlat(body, l, channelMajor, null),
              result));
        });
  }
}
