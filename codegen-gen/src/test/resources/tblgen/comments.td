// Line comments, block comments, and nested block comments.
/* A block comment
   spanning lines /* with a nested one */ still inside
   the outer comment */
class /* inline */ Commented<int x /* arg */> {
  int value = x; // trailing
  string text = "not // a comment";
  code block = [{ /* kept in code */ }];
}
def C1 : Commented<1>; /* after */ def C2 : Commented</* before */ 2>;
