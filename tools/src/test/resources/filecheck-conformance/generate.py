#!/usr/bin/env python3
"""Regenerates the FileCheck conformance cases from LLVM 22's FileCheck (the oracle).

Usage: python3 generate.py [--filecheck /usr/lib/llvm-22/bin/FileCheck]

Each case is a check file, an input (given on stdin unless the arguments name --input-file),
and arguments in which %check and %input stand for the two files. LLVM FileCheck runs with
argv[0] = "FileCheck" in a scratch directory holding files named "check" and "input"; its exit
code and stderr are stored in cases/<name>.case:

    # comment lines
    ARG: <one argument per line>
    STDIN: yes|no
    EXIT: <code>
    #--- check <byte length>
    <bytes>
    #--- input <byte length>      (absent: no input file / empty stdin)
    <bytes>
    #--- stderr <byte length>
    <bytes>

CI has no LLVM; FileCheckConformanceTest only reads these files.
"""
import argparse
import os
import pathlib
import subprocess
import tempfile

BIG = "".join(f"line {i}\n" for i in range(1, 40))

# (name, check file, input or None, arguments); every directive and option is covered.
CASES = [
    # CHECK
    ("check-match", "CHECK: foo\n", "foo\n", []),
    ("check-not-found", "CHECK: foo\nCHECK: zzz\n", "foo\nbar\n", []),
    ("check-fuzzy-note", "CHECK: hello world\n", "abc\nhello wrld\n", []),
    ("check-order", "CHECK: b\nCHECK: a\n", "a\nb\n", []),
    ("check-unicode", "CHECK: h\u00e9llo w\u00f6rld\n", "h\u00e9llo w\u00f6rld\n", []),
    ("check-unicode-fail", "CHECK: h\u00e9llo zz\n", "h\u00e9llo w\u00f6rld\n", []),
    ("check-crlf", "CHECK: a b\r\nCHECK-NEXT: c\r\n", "a  b\r\nc\r\n", []),
    ("check-word-prefix-ignored", "XCHECK: zzz\nCHECK: a\n", "a\n", []),
    ("check-empty-pattern", "CHECK:\n", "a\n", []),
    ("check-no-directives", "nothing here\n", "a\n", []),
    ("check-stdin-checkfile", "CHECK: a\n", "a\n", ["-"]),
    # CHECK-NEXT
    ("next-match", "CHECK: foo\nCHECK-NEXT: bar\n", "foo\nbar\n", []),
    ("next-wrong-line", "CHECK: foo\nCHECK-NEXT: bar\n", "foo\nxx\nbar\n", []),
    ("next-same-line", "CHECK: a\nCHECK-NEXT: b\n", "a b\n", []),
    ("next-same-line-v", "CHECK: a\nCHECK-NEXT: b\n", "a b\n", ["-v"]),
    ("next-first", "CHECK-NEXT: a\n", "a\n", []),
    ("next-wrong-line-v", "CHECK: foo\nCHECK-NEXT: bar\n", "foo\nxx\nbar\n", ["-v"]),
    # CHECK-SAME
    ("same-match", "CHECK: a\nCHECK-SAME: b\n", "a b\n", []),
    ("same-wrong-line", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", []),
    ("same-first", "CHECK-SAME: a\n", "a\n", []),
    ("same-anchor", "CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n", []),
    # CHECK-NOT
    ("not-found-between", "CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nb\nc\n", []),
    ("not-absent", "CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nx\nc\n", []),
    ("not-at-end", "CHECK: a\nCHECK-NOT: b\n", "a\nb\n", []),
    ("not-at-end-ok", "CHECK: a\nCHECK-NOT: b\n", "a\nc\n", []),
    ("not-with-variable", "CHECK: [[X:a]]\nCHECK-NOT: [[X]]\nCHECK: c\n", "a a c\n", []),
    ("not-dag-combo", "CHECK: a\nCHECK-DAG-NOT: a\n", "a\n", []),
    # CHECK-DAG
    ("dag-any-order", "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n", []),
    ("dag-missing", "CHECK-DAG: b\nCHECK-DAG: z\nCHECK: c\n", "a\nb\nc\n", []),
    ("dag-no-overlap", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", []),
    ("dag-not-between-groups", "CHECK-DAG: a\nCHECK-NOT: b\nCHECK-DAG: c\n", "a b c\n", []),
    ("dag-vv", "CHECK-DAG: a\nCHECK-DAG: a\n", "a a\n", ["-vv"]),
    ("dag-deprecated-overlap", "CHECK-DAG: ab\nCHECK-DAG: bc\n", "abc\n",
     ["--allow-deprecated-dag-overlap"]),
    # CHECK-LABEL
    ("label-blocks", "CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n",
     "f1\ny\nf2\nx\n", []),
    ("label-missing", "CHECK-LABEL: f1\nCHECK-LABEL: f3\n", "f1\nf2\n", []),
    ("label-with-variable", "CHECK-LABEL: [[X:a]]\n", "a\n", []),
    ("label-count", "CHECK-LABEL: a\nCHECK-COUNT-2: b\nCHECK-LABEL: c\n", "a b b b c\n", []),
    # CHECK-EMPTY
    ("empty-match", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n", []),
    ("empty-not-empty", "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n", []),
    ("empty-at-eof", "CHECK: a\nCHECK-EMPTY:\n", "a\n", []),
    ("empty-blank-at-eof", "CHECK: a\nCHECK-EMPTY:\n", "a\n\n", []),
    ("empty-with-text", "CHECK: a\nCHECK-EMPTY: x\n", "a\n", []),
    ("empty-full-lines", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n",
     ["--match-full-lines"]),
    # CHECK-COUNT-n
    ("count-match", "CHECK-COUNT-3: a\n", "a a a\n", []),
    ("count-short", "CHECK: a\nCHECK-COUNT-2: b\n", "a\nb\n", []),
    ("count-zero", "CHECK-COUNT-0: a\n", "a\n", []),
    # {LITERAL}, COM, misspellings
    ("literal-modifier", "CHECK{LITERAL}: [[x]] {{y}}\n", "a [[x]] {{y}}\n", []),
    ("comment-directive", "COM: CHECK: zzz\nCHECK: a\n", "a\n", []),
    ("comment-prefixes-option", "CHECK: a\nNOTE: CHECK: zz\n", "a\n", ["--comment-prefixes=NOTE"]),
    ("misspelled-directive", "CHECK_NEXT: a\n", "a\n", []),
    # --check-prefix / --check-prefixes
    ("prefixes-two", "A: one\nB: two\nA-NEXT: three\n", "one\ntwo\nthree\n",
     ["--check-prefixes=A,B"]),
    ("prefixes-separate-options", "A: one\nB: two\nA-NEXT: three\n", "one\ntwo\nx\nthree\n",
     ["--check-prefix=A", "--check-prefix", "B"]),
    ("prefix-unused", "CHECK: a\n", "a", ["--check-prefixes=CHECK,FOO"]),
    ("prefix-unused-allowed", "CHECK: a\n", "a\n",
     ["--check-prefixes=CHECK,FOO", "--allow-unused-prefixes"]),
    ("prefix-none-found", "FOO: a\n", "a\n", ["--check-prefixes=BAR,BAZ"]),
    ("prefix-invalid", "CHECK: a\n", "a\n", ["--check-prefix=1$"]),
    ("prefix-duplicate", "CHECK: a\n", "a\n", ["--check-prefixes=A,A"]),
    ("prefix-empty", "CHECK: a\n", "a\n", ["--check-prefix="]),
    # --implicit-check-not
    ("implicit-check-not-hit", "CHECK: a\n", "a b\n", ["--implicit-check-not=b"]),
    ("implicit-check-not-two", "CHECK: a\n", "a c\n",
     ["--implicit-check-not=b", "--implicit-check-not", "c"]),
    ("implicit-check-not-only", "", "a\n", ["--implicit-check-not=b"]),
    ("implicit-check-not-only-hit", "", "a b\n", ["--implicit-check-not=b"]),
    # --match-full-lines, --strict-whitespace, canonicalization, --ignore-case
    ("full-lines-match", "CHECK: foo bar\n", "  foo bar  \n", ["--match-full-lines"]),
    ("full-lines-partial", "CHECK: foo\n", "foo bar\n", ["--match-full-lines"]),
    ("full-lines-strict", "CHECK:foo bar\n", "  foo bar\n",
     ["--match-full-lines", "--strict-whitespace"]),
    ("strict-whitespace-fail", "CHECK: a  b\n", "a b\n", ["--strict-whitespace"]),
    ("strict-whitespace-tabs", "CHECK:\ta\tb\n", "x\ta\tb\n", ["--strict-whitespace"]),
    ("strict-whitespace-tab-caret", "CHECK:\tzz\n", "x\ta\tb\n", ["--strict-whitespace"]),
    ("strict-whitespace-tab-vs-space", "CHECK: a b\n", "a\tb\n", ["--strict-whitespace"]),
    ("canonical-whitespace", "CHECK: x = 1\n", "  x  =\t1\n", []),
    ("ignore-case", "CHECK: HeLLo {{W.rld}}\n", "hello world\n", ["--ignore-case"]),
    # --input-file, --allow-empty, empty input
    ("input-file-missing", "CHECK: a\n", None, ["--input-file=nope"]),
    ("check-file-missing", "CHECK: a\n", "a", ["--input-file=%input", "nope"]),
    ("empty-input", "CHECK: a\n", "", []),
    ("allow-empty-not", "CHECK-NOT: a\n", "", ["--allow-empty"]),
    ("allow-empty-check", "CHECK: a\n", "", ["--allow-empty"]),
    # -D definitions
    ("define-string-and-numeric", "CHECK: [[X]] [[#N+1]]\n", "foo 6\n", ["-DX=foo", "-D#N=5"]),
    ("define-invalid-name", "CHECK: [[X]]\n", "foo\n", ["-D1X=foo"]),
    ("define-no-equals", "CHECK: [[X]]\n", "foo\n", ["-DX"]),
    ("define-numeric-format", "CHECK: [[#%x,N+1]]\n", "ff\n", ["-D#%x,N=0xfe"]),
    ("define-missing-value", "CHECK: a\n", "a\n", ["-D"]),
    # regex blocks
    ("regex-invalid-repetition", "CHECK: {{a+?}}\n", "a\n", []),
    ("regex-unterminated", "CHECK: a{{b\n", "a\n", []),
    ("regex-anchors", "CHECK: {{^}}b{{$}}\n", "ab\nb\n", []),
    ("regex-dot-no-newline", "CHECK: a{{.*}}c\n", "a\nc\n", []),
    ("regex-negated-bracket-no-newline", "CHECK: a{{[^x]}}c\n", "a\nc\n", []),
    ("regex-space-class-newline", "CHECK: a{{[[:space:]]+}}b\n", "a\n\nb\n", []),
    ("regex-bracket-edges", "CHECK: {{[]a]}}{{[^]a]}}{{[a-]}}\n", "]b-\n", []),
    ("regex-bracket-backslash", "CHECK: {{[\\]+}}\n", "a\\\\b\n", []),
    ("regex-escapes-literal", "CHECK: {{\\.\\*\\(}}\n", "x.*(\n", []),
    ("regex-escape-t-is-t", "CHECK: {{a\\tb}}\n", "atb\n", []),
    ("regex-brace-literal", "CHECK: {{a{b}}\n", "a{b\n", []),
    ("regex-interval", "CHECK: {{a{2,3}}}b\n", "aaab\n", []),
    ("regex-alternation-wrapped", "CHECK: x{{a|b}}y\n", "xby\n", []),
    ("regex-bar-outside-block", "CHECK: x{{a}}|y\n", "xa|y\n", []),
    ("regex-backreference", "CHECK: {{(a)\\1}}\n", "aa\n", []),
    ("regex-word-boundaries", "CHECK: {{[[:<:]]foo[[:>:]]}}\n", "xfoo foo\n", []),
    ("regex-equivalence-collating", "CHECK: {{[[=a=]][[.hyphen.]]}}\n", "a-\n", []),
    ("regex-bad-class", "CHECK: {{[[:foo:]]}}\n", "a\n", []),
    ("regex-bad-parens", "CHECK: {{(a}}\n", "a\n", []),
    ("regex-empty", "CHECK: {{}}\n", "a\n", []),
    ("regex-bad-range", "CHECK: {{[z-a]}}\n", "a\n", []),
    ("regex-bad-backref", "CHECK: {{\\1}}\n", "a\n", []),
    ("regex-leftmost-longest", "CHECK: [[X:a|ab]]\nCHECK: ,[[X]],\n", "ab\n,ab,\n", []),
    # string variables
    ("string-variable-undefined", "CHECK: [[X]]\n", "a\n", []),
    ("string-variable-mismatch", "CHECK: [[X:a]]\nCHECK: [[X]]\n", "a\nb\n", []),
    ("string-variable-backref", "CHECK: [[X:a+]]-[[X]]\n", "aa-aa\n", []),
    ("string-variable-empty-regex", "CHECK: x[[X:]]y\nCHECK: [[X]]z\n", "xy\nz\n", []),
    ("string-variable-whitespace", "CHECK: [[X :a]]\n", "a\n", []),
    ("string-variable-no-end", "CHECK: a[[b\n", "a\n", []),
    ("string-variable-bad-bracket", "CHECK: a[[X:a]b]]\n", "a\n", []),
    ("string-variable-numeric-clash", "CHECK: [[X:a]]\nCHECK: [[#X:]]\n", "a 1\n", []),
    ("var-scope-cleared", "CHECK-LABEL: f\nCHECK: [[X:[a-z]+]]\nCHECK-LABEL: g\nCHECK: [[X]]\n",
     "f\nabc\ng\nabc\n", ["--enable-var-scope"]),
    ("var-scope-global", "CHECK-LABEL: f\nCHECK: [[$X:[a-z]+]]\nCHECK-LABEL: g\nCHECK: [[$X]]\n",
     "f\nabc\ng\nabc\n", ["--enable-var-scope"]),
    # numeric variables and expressions
    ("numeric-increment-fail", "CHECK: [[#X:]]\nCHECK: [[#X+1]]\n", "5\n7\n", []),
    ("numeric-precision-hex", "CHECK: [[#%.4X,ADDR:]]\nCHECK: [[#ADDR+1]]\n", "00FF\n0100\n", []),
    ("numeric-alternate-hex", "CHECK: [[#%#x,ADDR:]]\nCHECK: [[#ADDR+16]]\n", "0xff\n0x10f\n", []),
    ("numeric-signed", "CHECK: [[#%d,V:]]\nCHECK: [[#V-10]]\n", "-5\n-15\n", []),
    ("numeric-functions",
     "CHECK: [[#A:]] [[#B:]]\nCHECK: [[#max(A,B)]] [[#min(A,B)]] [[#mul(A,B)]] [[#div(B,A)]]\n",
     "3 12\n12 3 36 4\n", []),
    ("numeric-line", "CHECK: [[@LINE]] x\nCHECK: [[#@LINE+1]] y\n", "1 x\n3 y\n", []),
    ("numeric-undefined", "CHECK: [[#UNDEF+1]]\n", "1\n", []),
    ("numeric-div-zero", "CHECK: [[#A:]]\nCHECK: [[#div(A,0)]]\n", "1\n2\n", []),
    ("numeric-negative-unsigned", "CHECK: [[#A:]]\nCHECK: [[#A-5]]\n", "1\n2\n", []),
    ("numeric-bad-format", "CHECK: [[#%z,X:]]\n", "a\n", []),
    ("numeric-same-line-use", "CHECK: [[#X:]] [[#X+1]]\n", "1 2\n", []),
    ("numeric-format-redefinition", "CHECK: [[#%x,V:]]\nCHECK: [[#%X,V:]]\n", "a\nB\n", []),
    ("numeric-constraint", "CHECK: [[#V:]]\nCHECK: [[#==V+1]]\n", "1\n2\n", []),
    ("numeric-define-with-expression", "CHECK: [[#V:]]\nCHECK: [[#W:V+1]] [[#W]]\n",
     "1\n2 2\n", []),
    ("numeric-parentheses", "CHECK: [[#V:]]\nCHECK: [[#(V+1)-2]]\n", "5\n4\n", []),
    ("numeric-unknown-function", "CHECK: [[#foo(1,2)]]\n", "5\n", []),
    ("numeric-function-arity", "CHECK: [[#add(1)]]\n", "5\n", []),
    ("numeric-literal-radixes", "CHECK: [[#0x10+010+0b1]]\n", "25\n", []),
    ("numeric-implicit-format-conflict", "CHECK: [[#%x,A:]] [[#%d,B:]]\nCHECK: [[#A+B]]\n",
     "a 1\n11\n", []),
    ("numeric-missing-operand", "CHECK: [[#X+]]\n", "1\n", []),
    ("pseudo-variable-invalid", "CHECK: [[@FOO]]\n", "a\n", []),
    ("legacy-line-invalid", "CHECK: [[@LINE+x]]\n", "a\n", []),
    # -v, -vv and the input dump
    ("verbose-dump", "CHECK: a\nCHECK: b\n", "a\nb\n", ["-v"]),
    ("verbose-remarks", "CHECK: a\nCHECK: b\n", "a\nb\n", ["-v", "--dump-input=never"]),
    ("dump-always", "CHECK: a\nCHECK: b\n", "a\nb\n", ["--dump-input=always"]),
    ("dump-elided", "CHECK: line 1\nCHECK: line 30\nCHECK: nope\n", BIG, []),
    ("dump-verbose-fail", "CHECK: line 1\nCHECK-NEXT: line 2\nCHECK: nope\n", BIG, ["-v"]),
    ("dump-very-verbose-fail",
     "CHECK: line 1\nCHECK-NOT: zz\nCHECK-DAG: line 3\nCHECK-DAG: line 2\nCHECK: nope\n", BIG,
     ["-vv"]),
    ("dump-very-verbose-pass",
     "CHECK: line 1\nCHECK-NOT: zz\nCHECK-DAG: line 3\nCHECK-DAG: line 2\nCHECK: line 5\n", BIG,
     ["-vv"]),
    ("dump-filter-all-context", "CHECK: line 1\nCHECK: nope\n", BIG,
     ["--dump-input-filter=all", "--dump-input-context=1"]),
    ("dump-help", "", "", ["--dump-input=help"]),
    ("dump-bad-value", "CHECK: a\n", "a\n", ["--dump-input=bogus"]),
    # command line errors
    ("unknown-option", "CHECK: a\n", "a\n", ["--bogus"]),
    ("two-positionals", "CHECK: a\n", "a\n", ["%check", "extra"]),
]


def run_case(filecheck, check, given_input, args):
    with tempfile.TemporaryDirectory() as scratch:
        pathlib.Path(scratch, "check").write_bytes(check.encode())
        if given_input is not None:
            pathlib.Path(scratch, "input").write_bytes(given_input.encode())
        stdin = not any("input-file" in a for a in args)
        argv = ["FileCheck"] + [a.replace("%check", "check").replace("%input", "input")
                                for a in args]
        env = {k: v for k, v in os.environ.items() if k != "FILECHECK_OPTS"}
        result = subprocess.run(argv, executable=filecheck, cwd=scratch, env=env,
                                input=(given_input or "").encode() if stdin else b"",
                                capture_output=True)
        return stdin, result.returncode, result.stderr


def section(name, data):
    return f"#--- {name} {len(data)}\n".encode() + data + b"\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--filecheck", default="/usr/lib/llvm-22/bin/FileCheck")
    options = parser.parse_args()
    out = pathlib.Path(__file__).resolve().parent / "cases"
    out.mkdir(exist_ok=True)
    for old in out.glob("*.case"):
        old.unlink()
    for name, check, given_input, args in CASES:
        if not any(a == "%check" or a == "-" or not a.startswith("-") for a in args):
            args = ["%check"] + args
        stdin, code, stderr = run_case(options.filecheck, check, given_input, args)
        text = b"# Generated by generate.py from LLVM 22 FileCheck. Do not edit.\n"
        text += b"".join(f"ARG: {a}\n".encode() for a in args)
        text += f"STDIN: {'yes' if stdin else 'no'}\nEXIT: {code}\n".encode()
        text += section("check", check.encode())
        if given_input is not None:
            text += section("input", given_input.encode())
        text += section("stderr", stderr)
        (out / f"{name}.case").write_bytes(text)
    print(f"wrote {len(CASES)} cases to {out}")


if __name__ == "__main__":
    main()
