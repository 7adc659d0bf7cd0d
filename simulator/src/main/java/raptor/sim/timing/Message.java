package raptor.sim.timing;

/**
 * One NoC message: its kind, endpoints (node ids), request bytes, and the handshake fields of
 * {@code send}/{@code recv}.
 *
 * @param kind what the destination's handler does with it
 * @param src source node id
 * @param dst destination node id
 * @param bytes request bytes (flits = ceil(bytes / bus_width))
 * @param sender the sending core of a {@code send}/{@code recv} handshake
 * @param receiver the receiving core of a handshake
 * @param tag the {@code send}'s pc, or the event register of a {@code sync}, or the size of an
 *     {@code ld}/{@code st}
 * @param requester the transfer unit a transport-mode message ({@code ld}/{@code st}) wakes, else
 *     null
 */
record Message(
    Kind kind, int src, int dst, int bytes, int sender, int receiver, int tag, TransferUnitModel requester) {

  /** Message kinds. */
  enum Kind {
    SENDER_READY,
    RECEIVER_READY,
    SEND_DATA,
    SYNC,
    GLOBAL_READ,
    GLOBAL_WRITE
  }

  /** {@return whether the message is a transport (a round trip that wakes its requester)} */
  boolean transport() {
    return requester != null;
  }
}
