include "missing.td"
