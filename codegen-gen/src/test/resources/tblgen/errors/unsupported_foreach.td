class A;
foreach i = [1, 2] in
  def X#i : A;
