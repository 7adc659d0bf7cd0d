class B;
deftype A = B;
