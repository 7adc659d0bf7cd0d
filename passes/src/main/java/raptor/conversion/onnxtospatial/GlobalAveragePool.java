package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;

/**
 * The mean of every channel of an NCHW tensor over its plane (GlobalAveragePool, and ReduceMean
 * over axes 2 and 3 with kept dimensions), as vector sums of NHWC rows: the input goes through a
 * transpose plan to NHWC (only a reshape when layout planning hands it a row strip), one compute
 * adds the {@code H·W} rows of {@code C} channels of each image and scales the sum by
 * {@code 1 / (H·W)}. Reading the row strip this way avoids moving every element back to NCHW to
 * reduce it on crossbars.
 */
final class GlobalAveragePool {
  private GlobalAveragePool() {
  }

  /** {@return the {@code [N, C, 1, 1]} channel means of the NCHW {@code input} of shape x} */
  static Value lower(Computes computes, Value input, long[] x) {
    long images = x[0];
    long channels = x[1];
    long plane = x[2] * x[3];
    Value nhwc = TransposePlans.toNhwc(computes, input);
    Location l = computes.location();
    return computes.compute(Tensors.f32(images, channels, 1, 1), List.of(),
        List.of(nhwc, computes.splat(1f / plane, 1, channels)), (body, weights, in) -> {
          Value rows = Gather.reshape(body, l, Gather.flatten(body, l, in.get(0)),
              new long[] {images * plane, channels});
          List<Value> means = new ArrayList<>();
          for (long image = 0; image < images; image++) {
            Value sum = row(body, l, rows, image * plane, channels);
            for (long position = 1; position < plane; position++) {
              sum = Elementwise.vadd(body, l, sum,
                  row(body, l, rows, image * plane + position, channels));
            }
            means.add(Elementwise.vmul(body, l, sum, in.get(1)));
          }
          Value all = means.size() == 1 ? means.get(0)
              : SpatConcatOp.create(body, l, Tensors.f32(images, channels), means,
                  IntegerAttr.of(IntegerType.I64, 0)).output();
          return List.of(Gather.reshape(body, l, Gather.flatten(body, l, all),
              new long[] {images, channels, 1, 1}));
        });
  }

  /** {@return row {@code row} ({@code [1, columns]}) of the matrix {@code rows}} */
  private static Value row(OpBuilder body, Location l, Value rows, long row, long columns) {
    return TensorExtractSliceOp.create(body, l, Tensors.f32(1, columns), rows, List.of(),
        List.of(), List.of(), DenseArrayAttr.ofI64(row, 0), DenseArrayAttr.ofI64(1, columns),
        DenseArrayAttr.ofI64(1, 1)).result();
  }
}
