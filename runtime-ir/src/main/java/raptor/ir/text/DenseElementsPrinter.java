package raptor.ir.text;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.List;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.Type;

/** Prints the contents of dense, sparse and dense-array attributes as mlir-opt does. */
final class DenseElementsPrinter {
  private final AttrPrinter printer;
  private final StringBuilder out;

  DenseElementsPrinter(AttrPrinter printer) {
    this.printer = printer;
    this.out = printer.out();
  }

  /** Prints the text between {@code dense<} and {@code >}. */
  void printElements(DenseElementsAttr attr, boolean allowHex) {
    if (attr.isStringElements()) {
      printNested(attr, index -> printer.printEscapedBytes(attr.stringValue(index)));
      return;
    }
    if (allowHex && !attr.isSplat() && printer.printsHex(attr)) {
      printHex(attr);
      return;
    }
    Type elementType = attr.elementType();
    Type part = DenseElementsAttr.partType(elementType);
    if (part != elementType) {
      printNested(attr, index -> {
        out.append('(');
        printScalar(attr, index, 0, part);
        out.append(',');
        printScalar(attr, index, 1, part);
        out.append(')');
      });
      return;
    }
    printNested(attr, index -> printScalar(attr, index, 0, part));
  }

  private void printScalar(DenseElementsAttr attr, long index, int part, Type type) {
    if (type instanceof FloatType) {
      FloatFormat.print((FloatType) type, attr.partBits(index, part), out);
    } else if (type instanceof IntegerType && ((IntegerType) type).isSignless(1)) {
      out.append(attr.partBits(index, part).signum() != 0 ? "true" : "false");
    } else {
      out.append(attr.intValue(index, part));
    }
  }

  private void printHex(DenseElementsAttr attr) {
    ByteBuffer data = attr.rawBuffer();
    Type elementType = attr.elementType();
    if (elementType instanceof IntegerType && ((IntegerType) elementType).width() == 1) {
      data = ByteBuffer.wrap(packBits(attr.rawData()));
    }
    out.append("\"0x");
    for (int i = 0; i < data.limit(); i++) {
      byte b = data.get(i);
      out.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    }
    out.append('"');
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private static byte[] packBits(byte[] bools) {
    byte[] packed = new byte[(bools.length + 7) / 8];
    for (int i = 0; i < bools.length; i++) {
      if (bools[i] != 0) {
        packed[i / 8] |= (byte) (1 << (i % 8));
      }
    }
    return packed;
  }

  /** Element printer for element index {@code i}. */
  private interface ElementPrinter {
    void print(long index);
  }

  /** Prints elements nested by the shape: a splat as one value, no elements as nothing. */
  private void printNested(DenseElementsAttr attr, ElementPrinter element) {
    if (attr.isSplat()) {
      element.print(0);
      return;
    }
    long count = attr.numElements();
    if (count == 0) {
      return;
    }
    List<Long> shape = attr.type().shape();
    int rank = shape.size();
    long[] counter = new long[rank];
    int openBrackets = 0;
    for (long index = 0; index < count; index++) {
      if (index != 0) {
        out.append(", ");
      }
      while (openBrackets < rank) {
        out.append('[');
        openBrackets++;
      }
      element.print(index);
      counter[rank - 1]++;
      for (int i = rank - 1; i > 0; i--) {
        if (counter[i] >= shape.get(i)) {
          counter[i] = 0;
          counter[i - 1]++;
          openBrackets--;
          out.append(']');
        }
      }
    }
    while (openBrackets-- > 0) {
      out.append(']');
    }
  }

  /** Prints {@code sparse<indices, values>} (without the type). */
  void printSparse(SparseElementsAttr attr) {
    out.append("sparse<");
    if (attr.indices().numElements() != 0) {
      printElements(attr.indices(), false);
      out.append(", ");
      printElements(attr.values(), true);
    }
    out.append('>');
  }

  /** Prints {@code array<T: v, ...>}. */
  void printDenseArray(DenseArrayAttr attr) {
    out.append("array<");
    printer.printType(attr.elementType());
    if (attr.size() > 0) {
      out.append(": ");
      for (int i = 0; i < attr.size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printArrayElement(attr.elementType(), attr.get(i));
      }
    }
    out.append('>');
  }

  private void printArrayElement(Type elementType, long value) {
    if (elementType instanceof FloatType) {
      FloatType floatType = (FloatType) elementType;
      BigInteger bits = BigInteger.valueOf(value);
      if (bits.signum() < 0) {
        bits = bits.add(BigInteger.ONE.shiftLeft(64));
      }
      FloatFormat.print(floatType, bits, out);
    } else if (((IntegerType) elementType).isSignless(1)) {
      out.append(value != 0 ? "true" : "false");
    } else if (((IntegerType) elementType).isUnsigned() && value < 0) {
      out.append(Long.toUnsignedString(value));
    } else {
      out.append(value);
    }
  }
}
