class A<int x>;
def B : A<1, 2>;
