package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The type of a TableGen value, spelled as {@code --print-records} spells it. */
public sealed interface RecType {

  /** {@code bit}. */
  RecType BIT = new Bit();
  /** {@code int}. */
  RecType INT = new Int();
  /** {@code string}; {@code code} is the same type. */
  RecType STRING = new Str();
  /** {@code dag}. */
  RecType DAG = new Dag();

  /** {@return the type as TableGen spells it} */
  String spelling();

  /** The {@code bit} type. */
  record Bit() implements RecType {
    @Override
    public String spelling() {
      return "bit";
    }
  }

  /** The {@code int} type. */
  record Int() implements RecType {
    @Override
    public String spelling() {
      return "int";
    }
  }

  /** The {@code string} (and {@code code}) type. */
  record Str() implements RecType {
    @Override
    public String spelling() {
      return "string";
    }
  }

  /** The {@code dag} type. */
  record Dag() implements RecType {
    @Override
    public String spelling() {
      return "dag";
    }
  }

  /**
   * {@code bits<width>}.
   *
   * @param width the number of bits
   */
  record Bits(int width) implements RecType {
    @Override
    public String spelling() {
      return "bits<" + width + ">";
    }
  }

  /**
   * {@code list<element>}.
   *
   * @param element the element type
   */
  record ListOf(RecType element) implements RecType {
    @Override
    public String spelling() {
      return "list<" + element.spelling() + ">";
    }
  }

  /**
   * The type of records that are subclasses of all the given classes.
   *
   * @param classes the classes, without one that is a superclass of another, sorted by name
   */
  record Classes(List<Record> classes) implements RecType {

    /** Copies the list. */
    public Classes {
      classes = List.copyOf(classes);
    }

    /** {@return the type of records deriving from all of {@code classes}, normalised as TableGen does} */
    public static Classes of(List<Record> classes) {
      List<Record> kept = new ArrayList<>();
      for (Record candidate : classes) {
        boolean implied = kept.contains(candidate);
        for (Record other : classes) {
          implied |= other != candidate && other.isSubClassOf(candidate);
        }
        if (!implied) {
          kept.add(candidate);
        }
      }
      kept.sort(Comparator.comparing(Record::name));
      return new Classes(kept);
    }

    @Override
    public String spelling() {
      if (classes.size() == 1) {
        return classes.get(0).name();
      }
      List<String> names = new ArrayList<>();
      for (Record c : classes) {
        names.add(c.name());
      }
      return "{" + String.join(", ", names) + "}";
    }
  }
}
