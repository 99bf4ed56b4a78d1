#!/usr/bin/env bash
# Builds the C reference kernels (kernels.c beside this script) into OUT_DIR/libmlirjbench.so with
# clang -O3 -march=native, the compiler and flags the benchmarks compare mlirj against. Uses $CLANG when set,
# else the first clang found (clang, clang-19 ... clang-14). Without one it says so and builds nothing: the
# benchmarks then skip their C variants (scripts/bench.sh excludes them).
set -euo pipefail
out=${1:?usage: build.sh OUT_DIR}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/find-clang.sh"
cc=$(mlirj_find_clang) || cc=
mkdir -p "$out"
if [ -z "$cc" ]; then
  rm -f "$out/libmlirjbench.so" "$out/compiler.txt"
  echo "[mlirj-benchmarks] no clang found (set CLANG=...): the C variants of the kernel benchmarks are skipped" >&2
  exit 0
fi
if [ ! -f "$out/libmlirjbench.so" ] || [ "$here/kernels.c" -nt "$out/libmlirjbench.so" ] || [ "$0" -nt "$out/libmlirjbench.so" ]; then
  "$cc" -O3 -march=native -fPIC -shared -std=c11 -Wall -o "$out/libmlirjbench.so" "$here/kernels.c"
fi
"$cc" --version | head -1 > "$out/compiler.txt"
echo "[mlirj-benchmarks] C kernels: $out/libmlirjbench.so ($(cat "$out/compiler.txt"), -O3 -march=native)" >&2
