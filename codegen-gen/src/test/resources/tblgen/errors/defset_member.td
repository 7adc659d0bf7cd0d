class A;
class B;
defset list<A> L = {
  def X : B;
}
