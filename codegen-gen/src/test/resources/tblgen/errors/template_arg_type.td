class A<int x>;
def B : A<"s">;
