// Strings with escapes, adjacent literals concatenated, code blocks, and
// pastes mixing strings, code, integers and identifiers.
def Strings {
  string plain = "hello";
  string escapes = "tab\tquote\"backslash\\apostrophe\'";
  string newline = "a\nb";
  string adjacent = "con" "cat" "enated";
  code block = [{ int x = "quoted"; }];
  string codeInString = [{ a
  multi-line
  block }];
  code stringInCode = "plain string";
  string pasteCode = [{ left }] # "right";
  string pasteInt = "v" # 42;
  string pasteName = "prefix_" # suffix;
  string empty = "";
  code emptyCode = [{}];
}
