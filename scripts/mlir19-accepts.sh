#!/usr/bin/env bash
# Checks that what 'mlirj opt' prints, real mlir-opt 19 accepts and prints the same: every valid .mlir file in
# the tests (not invalid.mlir tables, not --verify-diagnostics files) goes through mlirj opt in custom and in
# generic form, and mlir-opt 19 must parse and verify the result and print what mlir-opt prints for the original.
# Not part of the test command (it needs mlir-19-tools; installed with apt-get when missing).
#   scripts/mlir19-accepts.sh [FILE...]
set -uo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
opt=/usr/lib/llvm-19/bin/mlir-opt
if [ ! -x "$opt" ]; then
    echo "installing mlir-19-tools (needs apt-get)" >&2
    apt-get install -y mlir-19-tools >/dev/null || { echo "cannot install mlir-19-tools" >&2; exit 2; }
fi
cd "$root"
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    mapfile -t files < <(find src/test/resources -name '*.mlir' ! -name invalid.mlir | sort |
        while read -r f; do grep -q -- '--verify-diagnostics' "$f" || echo "$f"; done)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 checked=0 skipped=0
for f in "${files[@]}"; do
    flags=(--allow-unregistered-dialect)
    grep -q '^// -----' "$f" && flags+=(--split-input-file)
    for form in custom generic; do
        extra=()
        [ $form = generic ] && extra=(--mlir-print-op-generic)
        if ! ./mlirj opt "${flags[@]}" "${extra[@]}" "$f" > "$tmp/mlirj.mlir" 2> "$tmp/err"; then
            echo "SKIP $f ($form): mlirj opt refuses it: $(head -n1 "$tmp/err")"
            skipped=$((skipped + 1))
            continue
        fi
        "$opt" "${flags[@]}" "$f" > "$tmp/want" 2>&1
        if ! "$opt" "${flags[@]}" "$tmp/mlirj.mlir" > "$tmp/got" 2>&1; then
            echo "FAIL $f ($form): mlir-opt 19 rejects mlirj's output:"; head -n 10 "$tmp/got"; failed=1
        elif ! diff -q "$tmp/want" "$tmp/got" > /dev/null; then
            echo "FAIL $f ($form): mlir-opt 19 reads mlirj's output as different IR:"
            diff "$tmp/want" "$tmp/got" | head -n 10; failed=1
        fi
        checked=$((checked + 1))
    done
done
echo "checked $checked outputs, skipped $skipped; $([ $failed = 0 ] && echo 'all accepted' || echo 'FAILURES above')"
exit $failed
