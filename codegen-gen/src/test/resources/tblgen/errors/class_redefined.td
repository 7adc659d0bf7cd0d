class A { int x = 1; }
class A;
