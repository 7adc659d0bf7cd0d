// Scalable vector dimensions.
"foo.sv"() : () -> (vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[8]xi8>, vector<4x[1]xi1>)
