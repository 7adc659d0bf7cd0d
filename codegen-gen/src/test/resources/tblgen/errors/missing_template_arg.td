class A<int x, int y = 2>;
def B : A;
