#!/usr/bin/env bash
# Fuzzes one of mlirj's Jazzer targets (src/test/java/dev/mlirj/fuzz/MlirFuzzTest.java) with coverage guidance:
#   scripts/fuzz.sh [TARGET] [SECONDS]       TARGET: parse (default), verify, lower, roundTrip; SECONDS: 600
#   scripts/fuzz.sh --dictionary             rewrites src/test/resources/dev/mlirj/fuzz/mlir.dict
# The target runs with JAZZER_FUZZ=1 in Maven's test JVM. Its generated corpus is target/fuzz-corpus/TARGET, seeded
# on the first run with every .mlir file of the project (src/test/resources, examples); the MLIR token
# dictionary mlir.dict guides mutations. An input that breaks the target's property (an internal exception, a
# hang of more than 20 s, a round trip that differs, LLVM IR that LLVM's verifier refuses) is written to
# src/test/resources/dev/mlirj/fuzz/MlirFuzzTestInputs/TARGET/, where every ./test.sh replays it (regression
# mode) until it is fixed; commit it with the fix. Needs a JDK 25 (found as ./test.sh finds it) and Maven.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$root/scripts/jdk.sh"
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
cd "$root"
mvn_=(mvn -B --no-transfer-progress -Dstyle.color=never)
if [ "${1:-}" = "--dictionary" ]; then
    MAVEN_OPTS=$(mlirj_maven_opts) "${mvn_[@]}" -q test-compile
    cp=$("${mvn_[@]}" -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=/dev/stdout)
    "$JAVA_HOME/bin/java" -cp "target/test-classes:target/classes:$cp" dev.mlirj.fuzz.FuzzDictionaryTest
    echo "wrote src/test/resources/dev/mlirj/fuzz/mlir.dict"
    exit 0
fi
target=${1:-parse}
seconds=${2:-600}
case "$target" in parse|verify|lower|roundTrip) ;; *) echo "fuzz.sh: no target '$target' (parse, verify, lower, roundTrip)" >&2; exit 2 ;; esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a positive whole number, not '$seconds'" >&2; exit 2; }
corpus=target/fuzz-corpus/$target
if [ ! -d "$corpus" ]; then
    mkdir -p "$corpus"
    find src/test/resources examples -name '*.mlir' -size -64k | while read -r f; do
        cp "$f" "$corpus/$(printf '%s' "$f" | sha1sum | cut -c1-16)"
    done
fi
echo "fuzzing $target for $seconds s; corpus $corpus ($(ls "$corpus" | wc -l) inputs)"
# Keep fuzzing after a finding (up to JAZZER_KEEP_GOING distinct ones), so that one run reports every class.
JAZZER_FUZZ=1 JAZZER_KEEP_GOING=${JAZZER_KEEP_GOING:-50} MAVEN_OPTS=$(mlirj_maven_opts) "${mvn_[@]}" test -Dtest="MlirFuzzTest#$target" \
    -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true \
    -Djazzer.internal.arg.0=fuzz -Djazzer.internal.arg.1="$root/$corpus" \
    -Djazzer.internal.arg.2=-max_total_time="$seconds" -Djazzer.internal.arg.3=-timeout=20 \
    -Djazzer.internal.arg.4=-print_final_stats=1
