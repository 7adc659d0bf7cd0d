# Configuration for LLVM's lit, so that the Raptor lit tests also run outside JUnit:
#
#   /usr/lib/llvm-22/bin/lit -v lit-tests/src/test/lit
#
# RUN lines call `raptor-opt`, `raptor-sim`, `filecheck` and `not` by name. lit finds them on
# PATH: this file puts a directory of small wrapper scripts first on the test PATH.
# `raptor-opt` and `raptor-sim` run the repository's root scripts. `filecheck` runs LLVM's
# FileCheck (the reference implementation) when one is found, so both runners are checked
# against LLVM's verdicts; `--param filecheck=raptor` uses the root ./filecheck instead.
# Suffixes, features and substitutions come from lit.suite.txt, shared with the in-process
# runner.

import os
import shutil

import lit.formats

config.test_format = lit.formats.ShTest(execute_external=False)
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.abspath(os.path.join(config.test_source_root, "..", "..", "..", ".."))
config.test_exec_root = os.path.join(repo_root, "lit-tests", "target", "llvm-lit")

config.name = "Raptor"
config.suffixes = []
config.excludes = []
with open(os.path.join(config.test_source_root, "lit.suite.txt")) as suite:
    for line in suite:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(":")
        value = value.strip()
        if key == "name":
            config.name = value
        elif key == "suffixes":
            config.suffixes = value.split()
        elif key == "excludes":
            config.excludes = value.split()
        elif key == "features":
            for feature in value.split():
                config.available_features.add(feature)
        elif key == "substitution":
            name, _, replacement = value.partition(" = ")
            config.substitutions.append((name.strip(), replacement.strip()))


def find_llvm_tool(name):
    for candidate in [shutil.which(name), "/usr/lib/llvm-22/bin/" + name]:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


filecheck_choice = lit_config.params.get("filecheck", "llvm")
llvm_filecheck = find_llvm_tool("FileCheck")
if filecheck_choice == "llvm" and llvm_filecheck:
    filecheck = llvm_filecheck
else:
    filecheck = os.path.join(repo_root, "filecheck")

tools = {
    "filecheck": filecheck,
    "raptor-opt": os.path.join(repo_root, "raptor-opt"),
    "raptor-sim": os.path.join(repo_root, "raptor-sim"),
    "raptor-run": os.path.join(repo_root, "raptor-run"),
    "raptor-compile": os.path.join(repo_root, "raptor-compile"),
    "raptor-import": os.path.join(repo_root, "raptor-import"),
    "raptor-export-onnx": os.path.join(repo_root, "raptor-export-onnx"),
}
bin_dir = os.path.join(config.test_exec_root, "bin")
os.makedirs(bin_dir, exist_ok=True)
for name, target in tools.items():
    wrapper = os.path.join(bin_dir, name)
    with open(wrapper, "w") as script:
        script.write('#!/bin/sh\nexec "%s" "$@"\n' % target)
    os.chmod(wrapper, 0o755)

path = [bin_dir]
llvm_not = find_llvm_tool("not")
if llvm_not:
    path.append(os.path.dirname(llvm_not))
config.environment["PATH"] = os.pathsep.join(path + [config.environment.get("PATH", os.environ.get("PATH", ""))])
lit_config.note("filecheck is " + filecheck)
