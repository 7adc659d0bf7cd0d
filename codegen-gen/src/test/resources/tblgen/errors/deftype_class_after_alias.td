deftype A = int;
class A;
