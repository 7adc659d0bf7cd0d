deftype A = int;
deftype A = list<A>;
