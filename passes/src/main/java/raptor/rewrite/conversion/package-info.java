/**
 * One-shot dialect conversion: a {@link raptor.rewrite.conversion.ConversionTarget} says which
 * ops are legal, a {@link raptor.rewrite.conversion.TypeConverter} maps types, and
 * {@link raptor.rewrite.conversion.DialectConversion} applies conversion patterns until every op
 * is legal. Changes apply at once and are never rolled back; type mismatches in between are
 * bridged by {@code builtin.unrealized_conversion_cast} ops that fold away when both sides agree.
 */
package raptor.rewrite.conversion;
