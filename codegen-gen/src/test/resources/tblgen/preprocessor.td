// Preprocessor directives: include guards, #ifdef/#ifndef with #else, nested
// conditionals; lines in inactive regions are ignored, even if invalid.
#ifndef PREPROCESSOR_TD
#define PREPROCESSOR_TD

#define FEATURE
#ifdef FEATURE
def WithFeature;
#else
def WithoutFeature;
this line is not TableGen
#endif

#ifdef MISSING
def Missing;
#ifdef FEATURE
def NestedInMissing;
#endif
#else
  #ifndef ALSO_MISSING
def ElseBranch;
  #endif
#endif // MISSING

#endif // PREPROCESSOR_TD
