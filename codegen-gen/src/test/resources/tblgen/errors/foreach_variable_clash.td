def H { list<string> s = !foreach(s, ["a"], s); }
