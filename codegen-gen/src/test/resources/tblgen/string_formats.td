// Which string operators keep the code format of their operands: !strconcat
// and paste do, !substr does, !interleave only for elements after the first,
// !subst, !toupper and !tolower never.

def Formats {
  string subst = !subst("x", "y", [{axb}]);
  string substCodeArgs = !subst([{x}], [{y}], "axb");
  string substr = !substr([{abc}], 1);
  string upper = !toupper([{abc}]);
  string lower = !tolower([{ABC}]);
  string concat = !strconcat([{a}], "b");
  string paste = "a" # [{b}];
  string joinFirst = !interleave([[{c}]], " ");
  string joinSecond = !interleave(["s", [{c}]], " ");
  string joinFirstOfTwo = !interleave([[{c}], "s"], " ");
  string joinCodeSeparator = !interleave(["s", "t"], [{ }]);
  string joinBoth = !interleave([[{c}], [{d}]], " ");
}
