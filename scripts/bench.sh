#!/usr/bin/env bash
# Builds mlirj and its JMH benchmarks (benchmarks/, with the C reference kernels when a clang is found) and runs
# them, then writes the report: scripts/bench.sh [--rounds N] [JMH options], e.g.
#   scripts/bench.sh                                   # everything, with each benchmark's own JMH settings
#   scripts/bench.sh -f 1 -wi 2 -i 3                   # shorter
#   scripts/bench.sh 'Saxpy|Stencil' -f 1 -wi 2 -i 3   # some classes (any JMH regex)
#   scripts/bench.sh --rounds 5 'Saxpy' -f 1 -i 3      # the same JMH run 5 times in a row (paired rounds)
#   scripts/bench.sh --memory [COUNT] [automatic]      # compile and close COUNT (10^4) modules, printing RSS
#                                                      # (automatic: engines freed by the garbage collector)
#   scripts/bench.sh --ab [REPETITIONS]                # mlirj's kernel objects against C's, alternating, no JVM
#   scripts/bench.sh --report FILE... DIR              # the report over result files of earlier runs
#   scripts/bench.sh --stages [ROUNDS]                 # the matmul module's compile stages one by one (min, median)
# Results go to benchmarks/target/jmh-result.json; JmhReport turns them into Markdown tables (medians, the
# ratios issue 8 targets) on stdout and the charts benchmarks/target/{kernels-vs-c,call-overhead}.png.
# --rounds N (anywhere among the JMH options) runs JMH N times, into target/jmh-result-1.json ... -N.json, and
# reports over all of them: medians of the pooled iterations, and each target as the median of its per-round
# ratios with their range, so slow drift of the machine affects numerator and denominator alike.
# Without a clang the C variants are excluded (with a message); set CLANG=/path/to/clang to choose one.
set -euo pipefail
caller=$PWD
rounds=0
jmh_args=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--rounds" ]; then
    if ! [[ "${2:-}" =~ ^[1-9][0-9]*$ ]]; then
      echo "scripts/bench.sh: --rounds takes a positive whole number, not '${2:-}'" >&2
      exit 2
    fi
    rounds=$2
    shift 2
  else
    jmh_args+=("$1")
    shift
  fi
done
set -- "${jmh_args[@]}"
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$root/scripts/jdk.sh"
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
export MAVEN_OPTS=$(mlirj_maven_opts)
cd "$root"
mvn -q -B --no-transfer-progress -Dstyle.color=never -DskipTests install
mvn -q -B --no-transfer-progress -Dstyle.color=never -f benchmarks/pom.xml package
cd benchmarks
# This checkout's classes rather than the jar installed in ~/.m2, which another checkout may replace mid-run.
classpath="target/classes:$(sed "s#[^:]*/mlirj-[^/:]*\.jar#$root/target/classes#" target/runtime-classpath.txt)"
java=("$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Dmlirj.root="$root"
      -Dmlirj.bench.native="$root/benchmarks/target/native" -cp "$classpath")
if [ "${1:-}" = "--memory" ]; then
  exec "${java[@]}" -Xmx1g dev.mlirj.bench.CompileLoop "${2:-10000}" ${3:+"$3"}
fi
if [ "${1:-}" = "--report" ]; then # JmhReport over result files made earlier: --report FILE... DIR
  paths=()
  for p in "${@:2}"; do
    case "$p" in /*) paths+=("$p") ;; *) paths+=("$caller/$p") ;; esac
  done
  exec "${java[@]}" dev.mlirj.bench.JmhReport "${paths[@]}"
fi
if [ "${1:-}" = "--ab" ]; then
  . "$root/benchmarks/src/main/c/find-clang.sh"
  cc=$(mlirj_find_clang) || { echo "scripts/bench.sh --ab: needs clang (apt-get install clang-16, or set CLANG)" >&2
                              exit 1; }
  ab="$root/benchmarks/target/ab"
  rm -rf "$ab" && mkdir -p "$ab"
  "${java[@]}" dev.mlirj.bench.KernelSources "$ab"
  for f in "$ab"/*.mlir; do
    name=$(basename "$f" .mlir)
    # The object mlirj's engine compiles (O3 for this CPU), its defined symbols renamed NAME_SYMBOL apart.
    "$root/mlirj" run "$f" -O3 -e main -entry-point-result=void --dump-object-file --object-filename="$ab/$name.o"
    nm --defined-only -g "$ab/$name.o" | awk -v p="$name" '{print $3, p "_" $3}' > "$ab/$name.syms"
    objcopy --redefine-syms="$ab/$name.syms" "$ab/$name.o" "$ab/$name.renamed.o"
  done
  "$cc" -O3 -march=native -std=c11 -c src/main/c/kernels.c -o "$ab/kernels.o"
  # No PIE: the JIT's objects use absolute relocations, as the JIT links them.
  "$cc" -O2 -std=c11 -no-pie src/main/c/ab.c "$ab"/*.renamed.o "$ab/kernels.o" -lm -o "$ab/ab"
  echo "mlirj: $("$root/mlirj" --version | head -1), O3 for this CPU; C: $("$cc" --version | head -1)," \
       "-O3 -march=native" >&2
  exec "$ab/ab" "${2:-100}"
fi
if [ "${1:-}" = "--stages" ]; then
  exec "${java[@]}" dev.mlirj.bench.CompileStages "${2:-200}"
fi
exclude=()
if [ ! -f target/native/libmlirjbench.so ]; then
  echo "scripts/bench.sh: no C kernels were built (no clang found): skipping the C variants" >&2
  exclude=(-e 'Benchmark\.(c|c_.*|cDowncall|cCriticalDowncall|cDowncallField)$')
fi
jmh() { # JMH over the selection into the JSON file $1
  "${java[@]}" org.openjdk.jmh.Main -rf json -rff "$1" \
    -jvmArgsAppend "-Dmlirj.root=$root -Dmlirj.bench.native=$root/benchmarks/target/native" "${exclude[@]}" "${@:2}"
}
if [ "$rounds" = 0 ]; then
  jmh target/jmh-result.json "$@"
  results=(target/jmh-result.json)
else
  results=()
  for ((r = 1; r <= rounds; r++)); do
    echo "scripts/bench.sh: round $r of $rounds" >&2
    jmh "target/jmh-result-$r.json" "$@"
    results+=("target/jmh-result-$r.json")
  done
fi
"${java[@]}" dev.mlirj.bench.JmhReport "${results[@]}" target
