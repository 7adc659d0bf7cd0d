package raptor.sim.timing;

/**
 * pimsim-nn's simulator configuration, key for key (timing-model.md section 6), with pimsim-nn's
 * defaults. The nested classes mirror pimsim-nn's configuration structs so that JSON binds to them
 * by name ({@link TimingConfigReader}) and a dump prints every value the model uses; the model
 * reads them and never writes them.
 */
public final class TimingConfig {
  /** {@code chip_config}. */
  public Chip chipConfig = new Chip();

  /** {@code sim_config}. */
  public Sim simConfig = new Sim();

  /** {@code chip_config}: the chip. */
  public static final class Chip {
    /** Per-core parameters. */
    public Core coreConfig = new Core();

    /** The global memory behind switch {@code global_memory_switch_id}. */
    public Memory globalMemoryConfig = new Memory();

    /** The NoC. */
    public Network networkConfig = new Network();

    /** Cores the chip can host; a program may use at most this many. */
    public int coreCnt = 1;

    /** NoC id of the global memory. */
    public int globalMemorySwitchId = -10;
  }

  /** {@code core_config}: one core. */
  public static final class Core {
    /** Chip clock period (ns); also the {@code sync} delay and the activation-energy unit. */
    public double period = 1;

    /** Unused: the controller is not built. */
    public double controllerStaticPower;

    /** Unused: the controller is not built. */
    public double controllerDynamicPower;

    /** Static power of fetch (mW). */
    public double instFetchStaticPower;

    /** Power per fetched instruction and period (mW). */
    public double instFetchDynamicPower;

    /** Static power of decode (mW). */
    public double instDecodeStaticPower;

    /** Decode activation power; not modelled (section 5.3). */
    public double instDecodeDynamicPower;

    /** Static power of offset decode (mW). */
    public double instDecodeOffsetStaticPower;

    /** Offset decode activation power; not modelled (section 5.3). */
    public double instDecodeOffsetDynamicPower;

    /** Static power of the register file (mW). */
    public double regFileStaticPower;

    /** Register-file read activation power; not modelled (section 5.3). */
    public double regFileReadDynamicPower;

    /** Power per register-file write activation and period (mW). */
    public double regFileWriteDynamicPower;

    /** Static power of the scalar unit (mW). */
    public double scalarStaticPower;

    /** Power per scalar execution and period (mW). */
    public double scalarDynamicPower;

    /** The crossbars. */
    public Matrix matrixConfig = new Matrix();

    /** Vector lanes per step. */
    public int vectorWidth = 16;

    /** Nanoseconds (not cycles) per vector step. */
    public int vectorLatencyCycle = 8;

    /** Static power of the vector ALU (mW). */
    public double vectorAluStaticPower;

    /** Energy per vector step (pJ). */
    public double vectorAluDynamicEnergy;

    /** Static power of the vector registers (mW). */
    public double vectorRegStaticPower;

    /** Energy per vector register read, two per step (pJ). */
    public double vectorRegReadDynamicEnergy;

    /** Energy per vector register write, one per step (pJ). */
    public double vectorRegWriteDynamicEnergy;

    /** Static power of the transfer unit (mW). */
    public double transferStaticPower;

    /** Unused by pimsim-nn. */
    public double transferDynamicPower;

    /** The core's local memory. */
    public Memory localMemoryConfig = new Memory();

    /** Reorder-buffer entries. */
    public int robSize = 1;

    /** Destination of {@code ld} and {@code st}. */
    public int globalMemorySwitchId = -10;
  }

  /** A memory: a FIFO server of {@code data_width}-byte chunks. */
  public static final class Memory {
    /** Unused by pimsim-nn. */
    public long memorySize = 1024 * 1024;

    /** Bytes per memory cycle. */
    public int dataWidth = 16;

    /** Memory cycle (ns). */
    public double period = 1;

    /** Static power (mW); pimsim-nn's default is 1 mW. */
    public double staticPower = 1;

    /** Cycles per written chunk. */
    public int writeLatencyCycle = 10;

    /** Energy per written chunk (pJ). */
    public double writeDynamicEnergy;

    /** Cycles per read chunk. */
    public int readLatencyCycle = 8;

    /** Energy per read chunk (pJ). */
    public double readDynamicEnergy;
  }

  /** {@code matrix_config}: the crossbar arrays of one core. */
  public static final class Matrix {
    /** Crossbars per core; checked against the array-group map, not used for timing. */
    public int xbarArrayCount = 1;

    /** Matrix cycle (ns). */
    public double period = 1 / 1.28;

    /** Whether the latency formula pipelines input slices. */
    public boolean pipelineMode = true;

    /** Input bits per DAC step. */
    public int dacResolution = 1;

    /** DAC latency (matrix cycles). */
    public int dacLatencyCycle = 1;

    /** Unused (matrix static power is never counted). */
    public double dacStaticPower;

    /** DAC dynamic power (mW). */
    public double dacDynamicPower;

    /** DACs per crossbar. */
    public int dacCount = 128;

    /** Crossbar rows and columns. */
    public int[] xbarSize = {128, 128};

    /** Weight bits per cell. */
    public int cellPrecision = 2;

    /** Analog read latency per DAC step (ns). */
    public double xbarLatency = 30;

    /** Crossbar read power (mW). */
    public double xbarReadPower;

    /** Sample-and-hold latency (matrix cycles). */
    public int sampleHoldLatencyCycle = 1;

    /** Unused (matrix static power is never counted). */
    public double sampleHoldStaticPower;

    /** Sample-and-hold dynamic power (mW). */
    public double sampleHoldDynamicPower;

    /** Unused by pimsim-nn. */
    public int adcResolution = 1;

    /** ADC latency (matrix cycles). */
    public int adcLatencyCycle = 1;

    /** Unused (matrix static power is never counted). */
    public double adcStaticPower;

    /** ADC dynamic power (mW). */
    public double adcDynamicPower;

    /** ADCs per crossbar. */
    public int adcCount = 1;

    /** Shift-adder latency (matrix cycles). */
    public int shiftAdderLatencyCycle = 1;

    /** Unused (matrix static power is never counted). */
    public double shiftAdderStaticPower;

    /** Shift-adder dynamic power (mW). */
    public double shiftAdderDynamicPower;

    /** Unused (matrix static power is never counted). */
    public double inputBufferStaticPower;

    /** Multiplied by the input-buffer latency, which is always 0. */
    public double inputBufferDynamicPower;

    /** Output-buffer latency (matrix cycles). */
    public int outputBufferLatencyCycle = 1;

    /** Unused (matrix static power is never counted). */
    public double outputBufferStaticPower;

    /** Output-buffer dynamic power (mW). */
    public double outputBufferDynamicPower;
  }

  /** {@code network_config}: the NoC. */
  public static final class Network {
    /** Parsed and never used. */
    public String busTopology = "mesh";

    /** Bytes per flit. */
    public int busWidth = 16;

    /** Mesh size; validated only. */
    public int[] layout = {0, 0};

    /** The NoC latency/energy table, relative to the configuration file. */
    public String netConfigFilePath = "";
  }

  /** {@code sim_config}: what to run. */
  public static final class Sim {
    /** 0 throughput, 1 latency. */
    public int simMode;

    /** Throughput-mode run length (ms). */
    public double simTime = 1;

    /** Latency-mode give-up time (ms of simulated time). */
    public double latencyTimeoutMs = 60000;

    /** Report detail (0 chip, 1 per core). */
    public int reportVerboseLevel;
  }
}
