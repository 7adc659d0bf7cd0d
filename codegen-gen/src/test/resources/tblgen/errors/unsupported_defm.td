class A;
defm X : M;
