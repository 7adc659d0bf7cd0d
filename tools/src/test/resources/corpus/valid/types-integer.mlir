// Signless, signed and unsigned integer types of unusual widths.
"foo.ints"() : () -> (i1, i0, i8, i32, i64, i128, i1024)
"foo.signed"() : () -> (si1, si8, si32, si64, si128)
"foo.unsigned"() : () -> (ui1, ui8, ui16, ui32, ui64, ui128)
