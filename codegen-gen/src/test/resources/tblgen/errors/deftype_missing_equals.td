deftype A int;
