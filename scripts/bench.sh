#!/usr/bin/env bash
# Builds mlirj and its JMH benchmarks and runs them: scripts/bench.sh [JMH options], e.g. scripts/bench.sh -f 1 -wi 2 -i 3
# Just one benchmark class: scripts/bench.sh TextualFormatBenchmark (any JMH regex; -p ops=100000 picks a size).
# Results go to benchmarks/target/jmh-result.json as well as the terminal.
set -euo pipefail
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
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Dmlirj.root="$root" \
  -cp "$classpath" org.openjdk.jmh.Main \
  -rf json -rff target/jmh-result.json -jvmArgsAppend "-Dmlirj.root=$root" "$@"
