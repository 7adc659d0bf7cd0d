#!/usr/bin/env python3
"""Generates the IR-text benchmark inputs for bench/ir-text.sh.

Each function is an unregistered, function-like op with one region whose entry block takes
two i32 arguments and holds a chain of generic ops, each using the previous result:

    "foo.func"() ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32
      %1 = "foo.add"(%0, %arg1) : (i32, i32) -> i32
      ...
      "foo.return"(%N) : (i32) -> ()
    }) {sym_name = "f0"} : () -> ()

This is the same workload as the project's shared generator in its `generic` mode
(1,000,000 chained ops in 100 functions for the big file). Parsing it needs
--allow-unregistered-dialect.

usage: gen_mlir.py --ops N --funcs F OUT
"""
import argparse
import sys


def write_function(out, index, ops):
    lines = ['"foo.func"() ({\n', "^bb0(%arg0: i32, %arg1: i32):\n"]
    previous = "%arg0"
    for value in range(ops):
        lines.append(f'  %{value} = "foo.add"({previous}, %arg1) : (i32, i32) -> i32\n')
        previous = f"%{value}"
    lines.append(f'  "foo.return"({previous}) : (i32) -> ()\n')
    lines.append(f'}}) {{sym_name = "f{index}"}} : () -> ()\n')
    out.write("".join(lines))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, required=True, help="chained ops in total")
    parser.add_argument("--funcs", type=int, required=True, help="functions to spread them over")
    parser.add_argument("out", help="output .mlir file")
    args = parser.parse_args(argv)
    if args.funcs <= 0 or args.ops < args.funcs or args.ops % args.funcs:
        parser.error("--ops must be a positive multiple of --funcs")
    with open(args.out, "w", encoding="ascii") as out:
        for index in range(args.funcs):
            write_function(out, index, args.ops // args.funcs)


if __name__ == "__main__":
    main(sys.argv[1:])
