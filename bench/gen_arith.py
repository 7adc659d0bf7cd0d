#!/usr/bin/env python3
"""Generates the pass benchmark input for bench/passes.sh: registered arith ops in func.func.

Each function takes two i32 arguments and holds a chain of arith.addi/arith.muli, each using
the previous result and a function argument or a constant:

    func.func @f0(%arg0: i32, %arg1: i32) -> i32 {
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %0 = arith.addi %arg0, %arg1 : i32
      %1 = arith.muli %0, %c3_i32 : i32
      %2 = arith.addi %1, %c0_i32 : i32      <- x + 0: canonicalize folds it
      %3 = arith.muli %2, %arg0 : i32
      ...
      %c3_i32_1 = arith.constant 3 : i32     <- a duplicate constant every 1,000 ops: cse
      return %N : i32                           and canonicalize merge it
    }

usage: gen_arith.py --ops N --funcs F OUT   (N ops in total, constants and returns included)
"""
import argparse


def write_function(out, index, ops):
    lines = [f"func.func @f{index}(%arg0: i32, %arg1: i32) -> i32 {{\n",
             "  %c3_i32 = arith.constant 3 : i32\n", "  %c0_i32 = arith.constant 0 : i32\n"]
    previous = "%arg0"
    three = "%c3_i32"
    chain = ops - 3
    for value in range(chain):
        if value % 1000 == 999:
            three = f"%c3_i32_{value}"
            lines.append(f"  {three} = arith.constant 3 : i32\n")
            continue
        kind = value % 4
        if kind == 0:
            op, rhs = "addi", "%arg1"
        elif kind == 1:
            op, rhs = "muli", three
        elif kind == 2:
            op, rhs = "addi", "%c0_i32"
        else:
            op, rhs = "muli", "%arg0"
        lines.append(f"  %{value} = arith.{op} {previous}, {rhs} : i32\n")
        previous = f"%{value}"
    lines.append(f"  return {previous} : i32\n}}\n")
    out.writelines(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, required=True, help="ops in total")
    parser.add_argument("--funcs", type=int, required=True, help="number of functions")
    parser.add_argument("out")
    args = parser.parse_args()
    per_function = args.ops // args.funcs
    with open(args.out, "w") as out:
        for index in range(args.funcs):
            write_function(out, index, per_function)


if __name__ == "__main__":
    main()
