/**
 * The Spatial dataflow CSV export (spec §5): Gephi-importable node and edge tables of the entry
 * function at a point of the pipeline, with the core of every scheduled op and the channels and
 * host-buffer slots that connect them.
 */
package raptor.dialect.spat.transforms.dataflow;
