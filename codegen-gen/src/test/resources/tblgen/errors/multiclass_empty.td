multiclass M {
}
