class A { int q; }
def C : A;
def B { int y = C.z; }
