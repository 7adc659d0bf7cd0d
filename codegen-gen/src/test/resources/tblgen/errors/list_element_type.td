def B { list<int> y = ["a"]; }
