def B { int bits = 1; }
