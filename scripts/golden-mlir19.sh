#!/usr/bin/env bash
# Runs the RUN lines of every golden test (src/test/resources/golden/**/*.mlir, examples/*.mlir) with MLIR 19 instead of
# mlirj: 'mlirj opt' becomes mlir-opt 19 and FileCheck LLVM's FileCheck. It shows that the expectations the
# golden tests hold mlirj to are MLIR's. Not part of the test command (it needs mlir-19-tools); installs them
# with apt-get when missing, as scripts/mlir19-corpus.sh does.
#   scripts/golden-mlir19.sh [FILE...]
set -uo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
bin=/usr/lib/llvm-19/bin
if [ ! -x "$bin/mlir-opt" ]; then
    echo "installing mlir-19-tools (needs apt-get)" >&2
    apt-get install -y mlir-19-tools >/dev/null || { echo "cannot install mlir-19-tools" >&2; exit 2; }
fi
filecheck=$(command -v "$bin/FileCheck" FileCheck-19 FileCheck FileCheck-18 FileCheck-17 FileCheck-16 FileCheck-15 \
    FileCheck-14 2>/dev/null | head -n1)
[ -n "$filecheck" ] || { echo "no FileCheck found (apt-get install llvm-19-tools)" >&2; exit 2; }
cd "$root"
# mlirj's named pipeline lower-to-llvm, which mlir-opt 19 does not have, spelled as its passes: the list in
# StandardLowering.PASSES, the one place its order is written.
# mlirj's own --dump-pass-pipeline names them (the pipeline is built from StandardLowering's pass factories), with
# their default options, which mlir-opt 19 shares; the options are dropped, as the passes run with their defaults.
standard=$(echo 'module {}' | ./mlirj opt - --lower-to-llvm --dump-pass-pipeline 2>&1 >/dev/null |
    sed -n 's/^builtin.module(\(.*\))$/\1/p' | sed -E 's/\{[^}]*\}//g' | tr ',' ' ')
[ -n "$standard" ] || { echo "cannot read the passes of lower-to-llvm from ./mlirj opt --dump-pass-pipeline" >&2; exit 2; }
standard_flags=$(printf -- '--%s ' $standard)
standard_list=$(printf '%s,' $standard); standard_list=${standard_list%,}
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(find src/test/resources/golden examples -name '*.mlir' | sort)
failed=0
for f in "${files[@]}"; do
    # Files marked '// mlirj-only:' test what mlir-opt 19 does not have.
    if grep -q '^// mlirj-only:' "$f"; then echo "SKIP $f (mlirj only)"; continue; fi
    # RUN lines, with '\' continuations joined.
    mapfile -t runs < <(sed -n 's|^[[:space:]]*//[[:space:]]*RUN:[[:space:]]*||p' "$f" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta')
    for run in "${runs[@]}"; do
        # mlirj run's output and messages are mlir-cpu-runner's only where scripts/mlir19-corpus.sh compares them.
        if [[ "$run" == *"mlirj run"* ]]; then echo "SKIP $f: $run (mlirj run)"; continue; fi
        # mlir-translate has no --lower-to-llvm: such a line needs mlir-opt before it, which 'not' and '2>&1'
        # would not reach as the line means them; none of these is in a file MLIR 19 is held to.
        if [[ "$run" == *"mlirj translate"*"--lower-to-llvm"* ]]; then echo "SKIP $f: $run (translate --lower-to-llvm)"; continue; fi
        cmd=${run//--lower-to-llvm/$standard_flags}
        cmd=${cmd//lower-to-llvm/$standard_list}
        cmd=${cmd//%s/$f}
        cmd=${cmd//mlirj opt/$bin/mlir-opt}
        cmd=${cmd//mlirj translate/$bin/mlir-translate}
        cmd=${cmd//FileCheck/$filecheck}
        # 'not CMD' (lit's): succeeds when CMD fails.
        if out=$(bash -c "not() { ! \"\$@\"; }; set -o pipefail; $cmd" 2>&1); then
            echo "PASS $f: $run"
        else
            echo "FAIL $f: $run"
            echo "$out" | head -n 40
            failed=1
        fi
    done
done
exit $failed
