def B { string y = !strconcat("a", 1); }
