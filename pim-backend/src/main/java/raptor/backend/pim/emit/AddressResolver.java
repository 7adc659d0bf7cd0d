package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefCastOp;
import raptor.dialect.memref.MemRefCollapseShapeOp;
import raptor.dialect.memref.MemRefExpandShapeOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefReinterpretCastOp;
import raptor.dialect.memref.MemRefSubViewOp;
import raptor.dialect.pim.PimAttributes;
import raptor.dialect.pim.StaticValues;
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;

/**
 * Resolves a buffer value of a core program to its byte address: a planned local allocation, a
 * host buffer of {@link HostLayout}, or a view of either (casts, reshapes, subviews and
 * reinterpret casts of an identity-layout buffer), seen through destination-style results and
 * the aliases of the static evaluation.
 */
final class AddressResolver {
  private final HostLayout host;
  private final StaticKnowledge knowledge;
  /** The buffer each destination-style result was written into, past every such result. */
  private final Map<Value, Value> written = new IdentityHashMap<>();

  AddressResolver(HostLayout host, StaticKnowledge knowledge) {
    this.host = host;
    this.knowledge = knowledge;
  }

  /**
   * {@return the address of {@code buffer} moved by the statically known {@code offset} bytes, in
   * {@code space}}
   *
   * @param user the op that reads or writes it, where failures are reported
   * @param role what the buffer is to {@code user}, for messages ({@code "source"})
   */
  Address resolve(Value buffer, Value offset, Address.Space space, Operation user, String role)
      throws CodegenException {
    Address address = resolve(buffer, space, user, role);
    return offset == null ? address : address.plus(knowledge.integer(offset, user));
  }

  /** {@return the address of {@code buffer}, which must live in {@code space}} */
  Address resolve(Value buffer, Address.Space space, Operation user, String role)
      throws CodegenException {
    Address address = base(buffer, user, role);
    if (address.space() != space) {
      throw new CodegenException(
          user,
          "expects the " + role + " in " + describe(space) + " memory, but it is in "
              + describe(address.space()) + " memory");
    }
    return address;
  }

  private Address base(Value buffer, Operation user, String role) throws CodegenException {
    Value value = knowledge.resolveAlias(buffer);
    Long hostAddress = host.address(value);
    if (hostAddress != null) {
      return new Address(Address.Space.HOST, hostAddress);
    }
    if (!(value instanceof OpResult result)) {
      throw unresolved(user, role);
    }
    Operation def = result.owner();
    if (def instanceof MemRefAllocOp) {
      Long local = PimAttributes.i64(def, PimAttributes.LOCAL_MEMORY_ADDRESS);
      if (local == null) {
        throw new CodegenException(
            user, "expects the " + role + " to be a planned allocation with '"
                + PimAttributes.LOCAL_MEMORY_ADDRESS + "'");
      }
      return new Address(Address.Space.LOCAL, local);
    }
    if (def instanceof MemRefGetGlobalOp get) {
      Long global = host.globalAddress(get.nameValue());
      if (global == null) {
        throw unresolved(user, role);
      }
      return new Address(Address.Space.HOST, global);
    }
    if (def instanceof MemRefCastOp
        || def instanceof MemRefCollapseShapeOp
        || def instanceof MemRefExpandShapeOp) {
      return base(def.operand(0), user, role);
    }
    if (def instanceof MemRefSubViewOp subview) {
      return base(subview.source(), user, role).plus(subviewOffset(subview, user));
    }
    if (def instanceof MemRefReinterpretCastOp cast) {
      return base(cast.source(), user, role).plus(castOffset(cast, user));
    }
    Value destination = writtenBuffer(result);
    if (destination == null) {
      throw unresolved(user, role);
    }
    return base(destination, user, role);
  }

  /**
   * {@return the buffer the destination-style result {@code result} was written into, past the
   * chain of ops that wrote the same buffer before it, or {@code null} when its op writes no
   * operand} The chain of a gather's copies is walked once: O(1) amortized per query. The
   * results skipped are Pim op results, which are neither host buffers nor aliases.
   */
  private Value writtenBuffer(OpResult result) {
    Value known = written.get(result);
    if (known != null) {
      return known;
    }
    List<Value> chain = new ArrayList<>();
    Value current = result;
    Value buffer = null;
    while (buffer == null) {
      chain.add(current);
      OpResult step = (OpResult) current;
      Value next = Destinations.of(step.owner(), step);
      if (next == null) {
        return null;
      }
      buffer = written.get(next);
      if (buffer == null && !(next instanceof OpResult nextResult
          && Destinations.of(nextResult.owner(), nextResult) != null)) {
        buffer = next;
      }
      current = next;
    }
    for (Value value : chain) {
      written.put(value, buffer);
    }
    return buffer;
  }

  /** The byte offset of a subview of a row-major buffer: the offsets times the row strides. */
  private long subviewOffset(MemRefSubViewOp subview, Operation user) throws CodegenException {
    ShapedType source = (ShapedType) subview.source().type();
    List<Long> shape = source.shape();
    long[] offsets = subview.staticOffsets();
    List<Value> dynamic = subview.offsets();
    long elements = 0;
    long stride = 1;
    int nextDynamic = dynamic.size();
    for (int dim = shape.size() - 1; dim >= 0; dim--) {
      long offset =
          offsets[dim] == ShapedType.DYNAMIC
              ? knowledge.integer(dynamic.get(--nextDynamic), user)
              : offsets[dim];
      elements += offset * stride;
      stride *= shape.get(dim);
    }
    return elements * StaticValues.elementBytes(source.elementType());
  }

  /**
   * The byte offset of a reinterpret cast from the start of its source, an identity-layout buffer
   * (whose own offset is 0): its element offset times the element size.
   */
  private long castOffset(MemRefReinterpretCastOp cast, Operation user) throws CodegenException {
    long offset = cast.staticOffsets()[0];
    if (offset == ShapedType.DYNAMIC) {
      offset = knowledge.integer(cast.offsets().get(0), user);
    }
    ShapedType source = (ShapedType) cast.source().type();
    return offset * StaticValues.elementBytes(source.elementType());
  }

  private static CodegenException unresolved(Operation user, String role) {
    return new CodegenException(
        user, "requires a statically resolvable address of the " + role + " for Pim codegen");
  }

  private static String describe(Address.Space space) {
    return space == Address.Space.LOCAL ? "core-local" : "host";
  }
}
