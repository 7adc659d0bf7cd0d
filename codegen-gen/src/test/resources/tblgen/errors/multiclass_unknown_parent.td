multiclass M : Missing<1>;
