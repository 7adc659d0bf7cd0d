/**
 * The {@code raptor-run} command ({@link raptor.tools.run.RaptorRun}): compiles a Spatial
 * program with the whole PIM pipeline, runs it on the functional simulator with generated
 * inputs, and compares the outputs with the reference evaluation of the same program.
 */
package raptor.tools.run;
