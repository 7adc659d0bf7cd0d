// Only comments and whitespace: the output is an empty module.
	   
// another comment "with a string"
