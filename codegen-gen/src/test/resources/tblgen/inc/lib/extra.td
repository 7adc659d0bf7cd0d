include "lib/common.td"
class Extra : Common<"extra"> {
  int level = 2;
}
