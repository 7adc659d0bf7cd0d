multiclass M;
