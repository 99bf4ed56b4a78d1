# Sourced by build.sh and scripts/bench.sh: mlirj_find_clang prints the clang the C kernels are built with,
# $CLANG when set, else the first of clang, clang-19 ... clang-14 on the PATH; nothing (status 1) without one.
mlirj_find_clang() {
  if [ -n "${CLANG:-}" ]; then echo "$CLANG"; return 0; fi
  local c
  for c in clang clang-19 clang-18 clang-17 clang-16 clang-15 clang-14; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  return 1
}
