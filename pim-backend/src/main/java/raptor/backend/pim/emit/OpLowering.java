package raptor.backend.pim.emit;

import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.backend.pim.emit.Address.Space;
import raptor.backend.pim.emit.InstructionStream.Registers;
import raptor.dialect.pim.PimConcatOp;
import raptor.dialect.pim.PimIm2colOp;
import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.PimSendOp;
import raptor.dialect.pim.PimSyncOp;
import raptor.dialect.pim.PimTransposeOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.PimVMVOp;
import raptor.dialect.pim.PimWaitOp;
import raptor.dialect.spat.PatchWindow;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;

/**
 * Lowers the ops of a core body, one at a time, to instructions: each Pim op to its register
 * setup and ISA instruction(s) (isa-simulator spec section 1.3, dialects spec section 5.6), the
 * index arithmetic, allocations and views to nothing. Offsets are folded into the loaded
 * addresses, so every instruction has {@code offset_select=0}.
 */
final class OpLowering {
  private static final Map<String, Opcode> BINARY =
      Map.of(
          "pim.vvadd", Opcode.VVADD,
          "pim.vvsub", Opcode.VVSUB,
          "pim.vvmul", Opcode.VVMUL,
          "pim.vvmax", Opcode.VVMAX);
  private static final Map<String, Opcode> UNARY =
      Map.of(
          "pim.vrelu", Opcode.VRELU,
          "pim.vsigm", Opcode.VSIGM,
          "pim.vtanh", Opcode.VTANH,
          "pim.vsoftmax", Opcode.VSOFTMAX);
  private static final Set<String> NO_INSTRUCTION =
      Set.of(
          "pim.halt",
          "memref.alloc",
          "memref.alloca",
          "memref.dealloc",
          "memref.get_global",
          "memref.cast",
          "memref.collapse_shape",
          "memref.expand_shape",
          "memref.subview",
          "memref.reinterpret_cast");

  private final InstructionStream out;
  private final AddressResolver addresses;
  private final StaticKnowledge knowledge;
  private final WeightSlots weights;
  private final boolean synchronization;

  /**
   * @param synchronization whether to emit {@code sync} and {@code wait}; {@code false} under
   *     {@code --pim-disable-synchronization}
   */
  OpLowering(
      InstructionStream out,
      AddressResolver addresses,
      StaticKnowledge knowledge,
      WeightSlots weights,
      boolean synchronization) {
    this.out = out;
    this.addresses = addresses;
    this.knowledge = knowledge;
    this.weights = weights;
    this.synchronization = synchronization;
  }

  /**
   * Emits the instructions of {@code op}, a non-structural op of a core body.
   *
   * @throws CodegenException when {@code op} has no lowering or an operand is not static
   */
  void lower(Operation op) throws CodegenException {
    String name = op.name();
    if (NO_INSTRUCTION.contains(name) || name.startsWith("arith.")) {
      return;
    }
    if (BINARY.containsKey(name)) {
      vector(op, BINARY.get(name), op.operand(0), op.operand(1), op.operand(2));
    } else if (UNARY.containsKey(name)) {
      vector(op, UNARY.get(name), op.operand(0), null, op.operand(1));
    } else if (op instanceof PimVMMOp vmm) {
      crossbar(op, vmm.weight(), vmm.input(), vmm.outputBuffer());
    } else if (op instanceof PimMVMOp mvm) {
      crossbar(op, mvm.weight(), mvm.input(), mvm.outputBuffer());
    } else if (op instanceof PimVMVOp vmv) {
      gather(vmv);
    } else if (op instanceof PimMemCopyHostToDevOp load) {
      Address rd = local(load.deviceTarget(), load.deviceTargetOffset(), op, "device target");
      Address rs1 = host(load.hostSource(), load.hostSourceOffset(), op, "host source");
      copy(op, Opcode.LD, Field.SIZE, rd, rs1, load.size());
    } else if (op instanceof PimMemCopyDevToHostOp store) {
      Address rd = host(store.hostTarget(), store.hostTargetOffset(), op, "host target");
      Address rs1 = local(store.deviceSource(), store.deviceSourceOffset(), op, "device source");
      copy(op, Opcode.ST, Field.SIZE, rd, rs1, store.size());
    } else if (op instanceof PimMemCopyOp move) {
      Address rd = local(move.target(), move.targetOffset(), op, "target");
      Address rs1 = local(move.source(), move.sourceOffset(), op, "source");
      copy(op, Opcode.LMV, Field.LEN, rd, rs1, move.size());
    } else if (op instanceof PimConcatOp concat) {
      concat(concat);
    } else if (op instanceof PimIm2colOp im2col) {
      im2col(im2col);
    } else if (op instanceof PimTransposeOp transpose) {
      transpose(transpose);
    } else if (op instanceof PimSendOp send) {
      Address rd = local(send.input(), null, op, "input");
      message(op, Opcode.SEND, rd, send.targetCoreId(), send.size());
    } else if (op instanceof PimReceiveOp receive) {
      Address rd = local(receive.outputBuffer(), receive.outputOffset(), op, "output buffer");
      message(op, Opcode.RECV, rd, receive.sourceCoreId(), receive.size());
    } else if (op instanceof PimSyncOp sync) {
      sync(sync);
    } else if (op instanceof PimWaitOp wait) {
      await(wait);
    } else {
      throw new CodegenException(op, "'" + name + "' cannot be lowered to Pim instructions");
    }
  }

  private void vector(Operation op, Opcode opcode, Value lhs, Value rhs, Value output)
      throws CodegenException {
    long rd = local(output, null, op, "output buffer").bytes();
    long rs1 = local(lhs, null, op, "operand").bytes();
    out.useBitWidths(bits(op, lhs.type()), bits(op, output.type()));
    Registers registers =
        rhs == null
            ? out.setup(op, rd, rs1)
            : out.setup(op, rd, rs1, local(rhs, null, op, "operand").bytes());
    Instruction.Builder instruction =
        Instruction.builder(opcode)
            .set(Field.RD, registers.rd())
            .set(Field.RS1, registers.rs1())
            .set(Field.LEN, elements(op, lhs.type()));
    if (rhs != null) {
      instruction.set(Field.RS2, registers.rs2());
    }
    out.add(instruction.build());
  }

  /**
   * One {@code mvmul} per crossbar tile of the weight. Each reads the whole input, a crossbar row,
   * and writes its S outputs after those of the tiles before it; the input must be padded to the
   * crossbar size S and the output to S per tile (spec 4 step 10), or mvmul would read or write
   * past the buffers.
   */
  private void crossbar(Operation op, Value weight, Value input, Value output)
      throws CodegenException {
    int size = weights.crossbarSize();
    WeightSlots.Placement slots = weights.placement(weight);
    int outputs = slots.tiles() * size;
    if (elements(op, input.type()) != size || elements(op, output.type()) != outputs) {
      throw new CodegenException(
          op,
          "requires input and output padded to the crossbar size "
              + size
              + " for Pim codegen, but they have "
              + elements(op, input.type())
              + " and "
              + elements(op, output.type())
              + " elements (input "
              + size
              + ", output "
              + outputs
              + " for a weight on "
              + slots.tiles()
              + " crossbar(s))");
    }
    Address rd = local(output, null, op, "output buffer");
    long rs1 = local(input, null, op, "input").bytes();
    long tileBytes = (long) size * bits(op, output.type()) / 8;
    out.useBitWidths(bits(op, input.type()), bits(op, output.type()));
    for (int tile = 0; tile < slots.tiles(); tile++) {
      Registers registers = out.setup(op, rd.plus(tile * tileBytes).bytes(), rs1);
      out.add(
          Instruction.builder(Opcode.MVMUL)
              .set(Field.RD, registers.rd())
              .set(Field.RS1, registers.rs1())
              .set(Field.MBIW, bits(op, weight.type()))
              .set(Field.GROUP, slots.first() + tile)
              .build());
    }
  }

  private void gather(PimVMVOp vmv) throws CodegenException {
    long rd = local(vmv.target(), vmv.targetOffset(), vmv, "target").bytes();
    long rs1 = local(vmv.source(), vmv.sourceOffset(), vmv, "source").bytes();
    long stride = knowledge.integer(vmv.sourceStride(), vmv);
    out.useBitWidths(bits(vmv, vmv.source().type()), bits(vmv, vmv.target().type()));
    Registers registers = out.setup(vmv, rd, rs1, stride);
    out.add(
        Instruction.builder(Opcode.VMV)
            .set(Field.RD, registers.rd())
            .set(Field.RS1, registers.rs1())
            .set(Field.RS2, registers.rs2())
            .set(Field.LEN, (int) vmv.length())
            .build());
  }

  /**
   * A static 2-D transpose as one strided {@code vmv} per output row: output row {@code j}
   * gathers column {@code j} of the input (element stride = the input's column count).
   */
  private void transpose(PimTransposeOp transpose) throws CodegenException {
    ShapedType inputType = (ShapedType) transpose.input().type();
    long[] permutation = transpose.permutation();
    if (inputType.rank() != 2 || !inputType.hasStaticShape() || permutation.length != 2
        || permutation[0] != 1 || permutation[1] != 0) {
      throw new CodegenException(transpose,
          "only a static 2-D transpose with permutation [1, 0] can be lowered");
    }
    long rows = inputType.shape().get(0);
    long cols = inputType.shape().get(1);
    int elementBits = bits(transpose, inputType);
    long elementBytes = elementBits / 8;
    long source = local(transpose.input(), null, transpose, "input").bytes();
    long target = local(transpose.outputBuffer(), null, transpose, "output buffer").bytes();
    out.useBitWidths(elementBits, bits(transpose, transpose.outputBuffer().type()));
    int length = int32(transpose, rows, "row count");
    for (long j = 0; j < cols; j++) {
      Registers registers = out.setup(transpose, target + j * rows * elementBytes,
          source + j * elementBytes, cols);
      out.add(
          Instruction.builder(Opcode.VMV)
              .set(Field.RD, registers.rd())
              .set(Field.RS1, registers.rs1())
              .set(Field.RS2, registers.rs2())
              .set(Field.LEN, length)
              .build());
    }
  }

  /** One {@code lmv} per contiguous piece of each input, in row-major order of the output. */
  private void concat(PimConcatOp concat) throws CodegenException {
    ShapedType outputType = (ShapedType) concat.outputBuffer().type();
    int axis = (int) concat.axis();
    long elementBytes = bits(concat, outputType) / 8;
    long outer = product(outputType.shape().subList(0, axis));
    long outputRow = product(outputType.shape().subList(axis, outputType.shape().size()));
    Address target = local(concat.outputBuffer(), null, concat, "output buffer");
    long offset = 0;
    for (Value input : concat.inputs()) {
      List<Long> shape = ((ShapedType) input.type()).shape();
      long piece = product(shape.subList(axis, shape.size())) * elementBytes;
      Address source = local(input, null, concat, "input");
      for (long row = 0; row < outer; row++) {
        Address rd = target.plus(row * outputRow * elementBytes + offset);
        copy(concat, Opcode.LMV, Field.LEN, rd, source.plus(row * piece), piece);
      }
      offset += piece;
    }
  }

  /**
   * One {@code lmv} per run of patch elements contiguous in both the input and the buffer
   * ({@link PatchWindow#runs}); the buffer's other elements are left as they are.
   */
  private void im2col(PimIm2colOp im2col) throws CodegenException {
    long elementBytes = bits(im2col, im2col.outputBuffer().type()) / 8;
    Address source = local(im2col.input(), null, im2col, "input");
    Address target = local(im2col.outputBuffer(), null, im2col, "output buffer");
    long[] runs = PatchWindow.of(im2col).runs();
    for (int i = 0; i < runs.length; i += 3) {
      copy(im2col, Opcode.LMV, Field.LEN, target.plus(runs[i + 1] * elementBytes),
          source.plus(runs[i] * elementBytes), runs[i + 2] * elementBytes);
    }
  }

  private void copy(Operation op, Opcode opcode, Field count, Address rd, Address rs1, long bytes)
      throws CodegenException {
    Registers registers = out.setup(op, rd.bytes(), rs1.bytes());
    out.add(
        Instruction.builder(opcode)
            .set(Field.RD, registers.rd())
            .set(Field.RS1, registers.rs1())
            .set(count, int32(op, bytes, "byte count"))
            .build());
  }

  private void message(Operation op, Opcode opcode, Address buffer, Value core, long size)
      throws CodegenException {
    int peer = int32(op, knowledge.integer(core, op), "core id");
    Registers registers = out.setup(op, buffer.bytes());
    out.add(
        Instruction.builder(opcode)
            .set(Field.RD, registers.rd())
            .set(Field.CORE, peer)
            .set(Field.SIZE, (int) size)
            .build());
  }

  private void sync(PimSyncOp sync) throws CodegenException {
    long core = knowledge.integer(sync.targetCoreId(), sync);
    long register = knowledge.integer(sync.eventRegister(), sync);
    if (!synchronization) {
      return;
    }
    out.add(
        Instruction.builder(Opcode.SYNC)
            .set(Field.CORE, int32(sync, core, "core id"))
            .set(Field.EVENT_REGISTER, int32(sync, register, "event register"))
            .build());
  }

  private void await(PimWaitOp wait) throws CodegenException {
    long register = knowledge.integer(wait.eventRegister(), wait);
    long value = knowledge.integer(wait.waitValue(), wait);
    if (!synchronization || value == 0) {
      return;
    }
    out.add(
        Instruction.builder(Opcode.WAIT)
            .set(Field.EVENT_REGISTER, int32(wait, register, "event register"))
            .set(Field.WAIT_VALUE, int32(wait, value, "wait value"))
            .build());
  }

  private Address local(Value buffer, Value offset, Operation op, String role)
      throws CodegenException {
    return addresses.resolve(buffer, offset, Space.LOCAL, op, role);
  }

  private Address host(Value buffer, Value offset, Operation op, String role)
      throws CodegenException {
    return addresses.resolve(buffer, offset, Space.HOST, op, role);
  }

  private static int int32(Operation op, long value, String what) throws CodegenException {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw new CodegenException(op, what + " " + value + " is outside the int32 range");
    }
    return (int) value;
  }

  private static int elements(Operation op, Type type) throws CodegenException {
    ShapedType shaped = (ShapedType) type;
    if (!shaped.hasStaticShape()) {
      throw new CodegenException(op, "requires static shapes for Pim codegen");
    }
    return int32(op, shaped.numElements(), "element count");
  }

  private static int bits(Operation op, Type type) throws CodegenException {
    Type element = ((ShapedType) type).elementType();
    if (element instanceof FloatType f) {
      return f.width();
    }
    if (element instanceof IntegerType integer) {
      return integer.width();
    }
    throw new CodegenException(op, "has no Pim vector bit width for element type " + element);
  }

  private static long product(List<Long> dims) {
    long product = 1;
    for (long dim : dims) {
      product *= dim;
    }
    return product;
  }
}
