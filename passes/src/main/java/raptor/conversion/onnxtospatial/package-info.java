/**
 * {@code convert-onnx-to-spatial}: lowers a prepared ONNX graph ({@code onnx-prepare}) to
 * Spatial graph computes. Every matrix product goes through one contraction planner
 * ({@link raptor.conversion.onnxtospatial.ContractionPlan}) onto crossbar-sized weight tiles;
 * data movement (padding, im2col, transposes, broadcasting, pooling windows) is a static gather
 * of contiguous runs ({@link raptor.conversion.onnxtospatial.Gather}); everything else is vector
 * work in a compute. One file per op family.
 */
package raptor.conversion.onnxtospatial;
