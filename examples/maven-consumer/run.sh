#!/usr/bin/env bash
# Builds this standalone project against the installed artifact dev.mlirj:mlirj:0.1.0 and runs it, with mlirj
# on the class path, or with --module-path as the named module dev.mlirj (the LLVM jar stays on the class path).
#   examples/maven-consumer/run.sh [--module-path]
# Install the artifact first, from the clone's root: scripts/install.sh (./test.sh installs nothing).
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
. "$here/../../scripts/jdk.sh"   # only to find a JDK 25, as the clone's own commands do
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
cd "$here"
MAVEN_OPTS=$(mlirj_maven_opts) mvn -B -q --no-transfer-progress -Dstyle.color=never package >&2
classpath=$(cat target/classpath.txt)
if [ "${1:-}" = "--module-path" ]; then
  mlirj=$(tr ':' '\n' <<< "$classpath" | grep '/mlirj-[^/]*\.jar$')
  rest=$(tr ':' '\n' <<< "$classpath" | grep -v '/mlirj-[^/]*\.jar$' | paste -sd:)
  exec "$JAVA_HOME/bin/java" --module-path "$mlirj" --add-modules dev.mlirj --enable-native-access=dev.mlirj \
    -cp "target/classes:$rest" com.example.Saxpy
fi
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "target/classes:$classpath" com.example.Saxpy
