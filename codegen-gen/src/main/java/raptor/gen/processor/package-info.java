/**
 * The annotation processor: on each class annotated {@code @GenerateDialect(td = ...)} it loads
 * the {@code .td} file below {@code -Araptor.tdRoot}, builds and checks the ODS model, checks the
 * hooks the file asks for, and writes the op classes, the dialect class, its
 * {@code META-INF/services} entry and the Markdown reference. Every error is reported through
 * the {@code Messager} as {@code File.td:LINE:COL: error: message}.
 */
package raptor.gen.processor;
