class A;
defm X : Missing<1>;
