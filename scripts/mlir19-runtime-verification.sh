#!/usr/bin/env bash
# Runs MLIR 19.1.7's runtime verification integration tests with mlirj:
#   mlir/test/Integration/Dialect/Memref/{cast,load,reinterpret-cast,subview}-runtime-verification.mlir
# Each file's RUN lines are run as lit would, with './mlirj opt' in place of mlir-opt, './mlirj run -' in place of
# mlir-cpu-runner (which reads standard input), and LLVM's FileCheck. '-shared-libs=%mlir_runner_utils' is dropped:
# mlirj provides MLIR's runner utilities itself. Prints PASS/FAIL per RUN line; exits non-zero when one fails.
# Not part of ./test.sh (the test suite never needs MLIR 19 or the network).
#   scripts/mlir19-runtime-verification.sh [NAME...]      NAME: cast, load, reinterpret-cast, subview (default: all)
#
# The test files come, in this order of preference, from:
#   1. target/mlir19-runtime-verification/ (a copy fetched before; MLIR19_CACHE names another directory);
#   2. the tarball named by MLIR19_TARBALL (Debian's llvm-toolchain-19_19.1.7.orig.tar.xz or llvm-project's
#      llvm-project-19.1.7.src.tar.xz);
#   3. Debian's source package, 'apt-get source --download-only llvm-toolchain-19' (needs a deb-src entry);
#   4. llvm-project's GitHub release tarball of 19.1.7.
# FileCheck is /usr/lib/llvm-19/bin/FileCheck (installed with 'apt-get install llvm-19-tools' when missing) or any
# FileCheck on the PATH.
set -uo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$root"
version=19.1.7
cache=${MLIR19_CACHE:-target/mlir19-runtime-verification}
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(cast load reinterpret-cast subview)
member_dir=mlir/test/Integration/Dialect/Memref

have_all() {
    for n in "${names[@]}"; do [ -f "$cache/$n-runtime-verification.mlir" ] || return 1; done
}

# Extracts the test files from tarball $1 into the cache.
extract() {
    local tarball=$1 tmp
    tmp=$(mktemp -d)
    tar -xJf "$tarball" -C "$tmp" --wildcards "*/$member_dir/*-runtime-verification.mlir" 2>/dev/null
    find "$tmp" -path "*/$member_dir/*-runtime-verification.mlir" -exec cp {} "$cache/" \;
    rm -rf "$tmp"
}

mkdir -p "$cache"
if ! have_all && [ -n "${MLIR19_TARBALL:-}" ]; then
    echo "extracting the tests from $MLIR19_TARBALL" >&2
    extract "$MLIR19_TARBALL"
fi
if ! have_all && command -v apt-get >/dev/null; then
    echo "fetching Debian's llvm-toolchain-19 source package (about 165 MB)" >&2
    tarball=$(ls "$cache"/llvm-toolchain-19_${version}.orig.tar.xz 2>/dev/null ||
        (cd "$cache" && apt-get source --download-only llvm-toolchain-19 >/dev/null 2>&1 &&
         ls "$PWD"/llvm-toolchain-19_${version}.orig.tar.xz 2>/dev/null))
    [ -n "$tarball" ] && extract "$tarball"
fi
if ! have_all; then
    url=https://github.com/llvm/llvm-project/releases/download/llvmorg-$version/llvm-project-$version.src.tar.xz
    echo "fetching $url" >&2
    curl -fsSL -o "$cache/llvm-project-$version.src.tar.xz" "$url" && extract "$cache/llvm-project-$version.src.tar.xz"
fi
have_all || { echo "cannot get the MLIR $version integration tests (see the comment at the top)" >&2; exit 2; }

filecheck=/usr/lib/llvm-19/bin/FileCheck
if [ ! -x "$filecheck" ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing llvm-19-tools for FileCheck" >&2
    apt-get install -y -qq llvm-19-tools >/dev/null 2>&1
fi
[ -x "$filecheck" ] || filecheck=$(command -v FileCheck-19 FileCheck 2>/dev/null | head -n1)
[ -n "$filecheck" ] || { echo "no FileCheck (apt-get install llvm-19-tools)" >&2; exit 2; }

./mlirj opt --help >/dev/null 2>&1 || { echo "./mlirj does not build" >&2; exit 2; }
failed=0
for n in "${names[@]}"; do
    f=$cache/$n-runtime-verification.mlir
    # RUN lines, with '\' continuations joined.
    mapfile -t runs < <(sed -n 's|^[[:space:]]*//[[:space:]]*RUN:[[:space:]]*||p' "$f" | sed -e ':a' -e '/\\$/N; s/\\\n *//; ta')
    for run in "${runs[@]}"; do
        cmd=${run//%s/$f}
        cmd=${cmd//-shared-libs=%mlir_runner_utils/}
        cmd=$(sed -E 's#(^|[|] *)mlir-opt #\1./mlirj opt #; s#[|] *mlir-cpu-runner ([^|]*)#| ./mlirj run - \1#' <<<"$cmd")
        cmd=${cmd//FileCheck/$filecheck}
        if out=$(bash -c "set -o pipefail; $cmd" 2>&1); then
            echo "PASS $n: $cmd"
        else
            echo "FAIL $n: $cmd"
            echo "$out" | head -n 40
            failed=1
        fi
    done
done
exit $failed
