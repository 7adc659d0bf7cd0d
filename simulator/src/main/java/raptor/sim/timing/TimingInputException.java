package raptor.sim.timing;

/** A timing input (program, configuration or NoC table) that cannot be used; the message locates it. */
public class TimingInputException extends Exception {
  /** Creates the exception with a complete message, which starts with the file it is about. */
  public TimingInputException(String message) {
    super(message);
  }
}
