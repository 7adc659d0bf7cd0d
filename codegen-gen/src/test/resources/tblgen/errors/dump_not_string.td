defvar x = [1, 2];
dump x;
