def H { int a = !foldl(0, [1], a, x, !add(a, x)); }
