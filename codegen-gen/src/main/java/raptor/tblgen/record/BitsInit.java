package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code bits<n>} value.
 *
 * @param bits the bits, least significant first; each is a {@code bit}-typed value or {@code ?}
 */
public record BitsInit(List<Init> bits) implements TypedInit {

  /** Copies the list. */
  public BitsInit {
    bits = List.copyOf(bits);
  }

  @Override
  public RecType type() {
    return new RecType.Bits(bits.size());
  }

  /** {@return the bits as an integer, or null when one of them is not a known bit} */
  IntInit toInt() {
    long result = 0;
    for (int i = 0; i < bits.size(); i++) {
      if (!(bits.get(i) instanceof BitInit bit)) {
        return null;
      }
      result |= (bit.value() ? 1L : 0L) << i;
    }
    return new IntInit(result);
  }

  @Override
  public String asString() {
    List<String> printed = new ArrayList<>(bits.size());
    for (int i = bits.size() - 1; i >= 0; i--) {
      printed.add(bits.get(i).asString());
    }
    return "{ " + String.join(", ", printed) + " }";
  }

  @Override
  public Init resolve(Resolver resolver) {
    List<Init> resolved = new ArrayList<>(bits.size());
    for (Init bit : bits) {
      resolved.add(bit.resolve(resolver));
    }
    return new BitsInit(resolved);
  }

  @Override
  public boolean isConcrete() {
    return bits.stream().allMatch(Init::isConcrete);
  }

  @Override
  public boolean isComplete() {
    return bits.stream().allMatch(Init::isComplete);
  }

  @Override
  public boolean isClosed() {
    return bits.stream().allMatch(Init::isClosed);
  }
}
