// Fixed vectors, including 0-D and multi-dimensional ones.
"foo.v"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<f32>, vector<1x1x1xindex>, vector<8xi1>)
