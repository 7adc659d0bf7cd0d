/**
 * Recipes of whole networks built with {@link raptor.frontend.onnx.build.OnnxModelBuilder}, one
 * class per network, with seeded random weights: the compile benchmark and the network suite
 * build their models here. {@link raptor.frontend.onnx.build.networks.Networks} finds a recipe
 * by name.
 */
package raptor.frontend.onnx.build.networks;
