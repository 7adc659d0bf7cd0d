class A;
class C : A;
def B : C, A;
