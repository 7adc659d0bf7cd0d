/**
 * {@code convert-spatial-to-pim}: lowers realized Spatial IR (scheduled computes connected by
 * channels) to Pim tensor IR, one {@code pim.core} per scheduled compute.
 */
package raptor.conversion.spatialtopim;
