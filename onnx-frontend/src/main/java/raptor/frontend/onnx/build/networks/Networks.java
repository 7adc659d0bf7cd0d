package raptor.frontend.onnx.build.networks;

import java.util.List;
import java.util.Optional;

/** The network recipes, found by name. */
public final class Networks {
  private static final List<Network> ALL = List.of(new Vgg8(), new ResNet18(),
      new ResNet34(), GoogLeNet.full(), GoogLeNet.timingView(), new YoloBlock());

  private Networks() {
  }

  /** {@return every recipe, in a fixed order} */
  public static List<Network> all() {
    return ALL;
  }

  /** {@return the recipe named {@code name}, if any} */
  public static Optional<Network> named(String name) {
    return ALL.stream().filter(network -> network.name().equals(name)).findFirst();
  }
}
