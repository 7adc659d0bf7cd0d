def B; /* never closed
def C;
