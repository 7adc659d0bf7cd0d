// Comments everywhere and odd whitespace (tabs, CR LF, no spaces) are accepted.
"foo.a"()// trailing comment
  {	x	=	1	}  // tabs
  :
  ()->()
%0="foo.b"():()->(i32)
"foo.c"(%0):(i32)->()   
// comment between ops
"foo.d"() {s = "// not a comment"} : () -> ()
