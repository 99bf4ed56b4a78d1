#!/usr/bin/env bash
# Regenerates the raw LLVM-C FFM bindings in bindings/java/dev/mlirj/llvm/c/ from bindings/symbols.txt and the
# LLVM-C 17 headers, using the generator in scripts/jextract/ (run from source; needs a JDK >= 22).
#
# Usage: scripts/jextract.sh [--headers DIR] [--symbols FILE]
#   (default)       read the headers from org.bytedeco:llvm:17.0.6-1.5.10:<host classifier> (fetched with mvn)
#   --headers DIR   read them from an include directory with llvm-c/ and llvm/Config/ (e.g. /usr/lib/llvm-17/include)
#   --symbols FILE  use another symbol list (default bindings/symbols.txt)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

LLVM_VERSION=17.0.6-1.5.10
OUT_PKG=dev/mlirj/llvm/c

headers=""
symbols="bindings/symbols.txt"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --headers) headers="${2:?--headers needs a directory}"; shift 2 ;;
        --symbols) symbols="${2:?--symbols needs a file}"; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "jextract.sh: unknown argument: $1" >&2; exit 2 ;;
    esac
done

java_major() {  # prints the feature version of "$1/bin/java", or 0
    local v
    v=$("$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9][0-9]*\).*/\1/p' | head -n 1) || true
    echo "${v:-0}"
}

if [[ -f scripts/jdk.sh ]]; then
    # shellcheck source=/dev/null
    source scripts/jdk.sh
    jdk=$(mlirj_find_jdk)
elif [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" && $(java_major "$JAVA_HOME") -ge 22 ]]; then
    jdk="$JAVA_HOME"
else
    jdk=/usr/lib/jvm/temurin-25-jdk-amd64
fi
if [[ ! -x "$jdk/bin/java" || $(java_major "$jdk") -lt 22 ]]; then
    echo "jextract.sh: need a JDK >= 22 (tried $jdk)" >&2
    exit 1
fi

if [[ -n "$headers" ]]; then
    source_args=(--headers "$headers")
else
    case "$(uname -s)" in
        Linux) os=linux ;;
        Darwin) os=macosx ;;
        *) echo "jextract.sh: unsupported OS $(uname -s)" >&2; exit 1 ;;
    esac
    case "$(uname -m)" in
        x86_64|amd64) arch=x86_64 ;;
        aarch64|arm64) arch=arm64 ;;
        *) echo "jextract.sh: unsupported CPU $(uname -m)" >&2; exit 1 ;;
    esac
    classifier="$os-$arch"
    repo="${MAVEN_REPO_LOCAL:-$HOME/.m2/repository}"
    jar="$repo/org/bytedeco/llvm/$LLVM_VERSION/llvm-$LLVM_VERSION-$classifier.jar"
    if [[ ! -f "$jar" ]]; then
        mvn_args=(-q -B dependency:get "-Dartifact=org.bytedeco:llvm:$LLVM_VERSION:jar:$classifier" -Dtransitive=false)
        if [[ -n "${MAVEN_REPO_LOCAL:-}" ]]; then
            mvn_args+=("-Dmaven.repo.local=$MAVEN_REPO_LOCAL")
        fi
        mvn "${mvn_args[@]}"
        [[ -f "$jar" ]] || { echo "jextract.sh: mvn did not produce $jar" >&2; exit 1; }
    fi
    source_args=(--jar "$jar")
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
summary=$("$jdk/bin/java" scripts/jextract/Jextract.java "${source_args[@]}" --symbols "$symbols" --out "$tmp")

rm -rf "bindings/java/$OUT_PKG"
mkdir -p "bindings/java/$(dirname "$OUT_PKG")"
cp -R "$tmp/$OUT_PKG" "bindings/java/$OUT_PKG"
echo "jextract: $summary -> bindings/java"
