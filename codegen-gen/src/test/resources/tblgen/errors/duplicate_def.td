def A;
def A;
