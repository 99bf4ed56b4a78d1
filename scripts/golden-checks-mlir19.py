#!/usr/bin/env python3
"""Writes the CHECK lines of a golden conversion test from mlir-opt 19's output (then checked by
scripts/golden-mlir19.sh and, against mlirj, by GoldenTest).

    scripts/golden-checks-mlir19.py FILE.mlir

FILE holds '// RUN: mlirj opt %s <flags> | FileCheck %s' and the input, whose top-level functions are
'func.func [...] @name'. The first RUN line's flags are given to /usr/lib/llvm-19/bin/mlir-opt; its output is cut
into top-level operations; the old CHECK lines are dropped, and before each input function go the CHECK lines of the
output operations named @name or @_mlir_ciface_name (a CHECK-LABEL on the first line, CHECK-NEXT on the others);
output operations of no input function (declarations such as malloc) are checked before the first function.
"""
import re
import shlex
import subprocess
import sys

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"


def main(path):
    text = open(path).read()
    lines = [l for l in text.splitlines() if not re.match(r"\s*// CHECK", l)]
    run = next(l for l in lines if "RUN:" in l)
    flags = re.search(r"mlirj opt %s(.*?)\|", run).group(1)
    flags = shlex.split(flags)
    out = subprocess.run([MLIR_OPT, path] + flags, check=True, capture_output=True, text=True).stdout
    chunks = {}
    current = None
    for line in out.splitlines():
        m = re.match(r"  (?:llvm\.func|func\.func|llvm\.mlir\.global)[^@]*@([\w$.]+)", line)
        if m:
            current = m.group(1)
            chunks[current] = [line]
        elif line.startswith("    ") or line == "  }" or line.startswith("  ^"):  # block labels too
            chunks[current].append(line)
        else:
            current = None
    names = {m.group(1) for m in (re.match(r"func\.func[^@]*@([\w$.]+)", l) for l in lines) if m}
    # Output operations no input function is named for (declarations the lowering adds, such as malloc) are
    # checked before the first function, in output order.
    extra = [n for n in chunks if n not in names and not (n.startswith("_mlir_ciface_") and n[13:] in names)]
    result = []
    for line in lines:
        if extra and re.match(r"func\.func", line):
            for name in extra:
                for i, c in enumerate(chunks.pop(name)):
                    result.append(("// CHECK-LABEL: " if i == 0 else "// CHECK-NEXT:  ") + c.strip())
            extra = []
        m = re.match(r"func\.func[^@]*@([\w$.]+)", line)
        if m:
            for name in (m.group(1), "_mlir_ciface_" + m.group(1)):
                for i, c in enumerate(chunks.pop(name, [])):
                    result.append(("// CHECK-LABEL: " if i == 0 else "// CHECK-NEXT:  ") + c.strip())
        result.append(line)
    if chunks:
        sys.exit(f"{path}: output operations with no input function: {', '.join(chunks)}")
    open(path, "w").write("\n".join(result) + "\n")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
