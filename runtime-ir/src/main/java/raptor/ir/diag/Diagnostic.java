package raptor.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import raptor.ir.attr.Location;

/** A message about the IR at a location, with notes attached to it. */
public final class Diagnostic {
  private final Severity severity;
  private final Location location;
  private final String message;
  private final List<Diagnostic> notes = new ArrayList<>();

  /** Creates a diagnostic without notes. */
  public Diagnostic(Severity severity, Location location, String message) {
    this.severity = Objects.requireNonNull(severity, "severity");
    this.location = Objects.requireNonNull(location, "location");
    this.message = Objects.requireNonNull(message, "message");
  }

  /** {@return the severity} */
  public Severity severity() {
    return severity;
  }

  /** {@return where the problem is} */
  public Location location() {
    return location;
  }

  /** {@return the message, without location or severity} */
  public String message() {
    return message;
  }

  /** {@return the attached notes, in order} */
  public List<Diagnostic> notes() {
    return List.copyOf(notes);
  }

  /** Attaches a note at {@code noteLocation} and returns this diagnostic. */
  public Diagnostic attachNote(Location noteLocation, String noteMessage) {
    notes.add(new Diagnostic(Severity.NOTE, noteLocation, noteMessage));
    return this;
  }
}
