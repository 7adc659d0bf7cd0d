def B
