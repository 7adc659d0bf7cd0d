def B { string x = "a\qb"; }
