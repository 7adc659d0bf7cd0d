#ifndef LIB_COMMON
#define LIB_COMMON
class Common<string n> {
  string name = n;
}
def CommonDef : Common<"common">;
#endif
