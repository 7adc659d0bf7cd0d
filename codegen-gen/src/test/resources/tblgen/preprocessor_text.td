// Lines inside a code block or a block comment are text, not directives.

#define FLAG

def InCode {
  code body = [{
#ifdef __cplusplus
  extern "C" {
#endif
  }];
  string s = "[{ not code";
}

/* A comment
#ifdef NOT_A_DIRECTIVE
   /* nested */
#endif
*/

#ifdef FLAG
def AfterComment {
  code body = [{ one line }];
}
#else
def NotDefined;
#endif
