class A { int x = ?; int y = x; }
def B : A;
