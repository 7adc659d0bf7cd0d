// A superclass that does not exist.
def B : Nope;
