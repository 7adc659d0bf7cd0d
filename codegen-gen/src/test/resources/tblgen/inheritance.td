// Inheritance lists: superclass order in the comment, a class reached along
// two paths listed twice, field order (superclass fields first, in
// inheritance order), and a later superclass overriding an earlier field.
class A { int a = 1; string who = "A"; }
class B : A { int b = 2; let who = "B"; }
class C { int c = 3; string who = "C"; }
class D : A { int d = 4; }

def X : B, C;
def Y : C, B;
def Diamond : B, D;
class Combined<int v> : C, B { int value = v; }
def Z : Combined<9> { int own = 0; }
def Empty;
class Forward;
class Forward { int late = 1; }
def UsesForward : Forward;
