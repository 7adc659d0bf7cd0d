def A { string s = !if(1, 2, "a"); }
