#!/usr/bin/env bash
# Builds this standalone project against the installed artifact dev.mlirj:mlirj:0.1.0 and runs it.
# Install the artifact first, from the clone's root: mvn -DskipTests install (./test.sh installs nothing).
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
. "$here/../../scripts/jdk.sh"   # only to find a JDK 25, as the clone's own commands do
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
cd "$here"
MAVEN_OPTS=$(mlirj_maven_opts) mvn -B -q --no-transfer-progress -Dstyle.color=never package >&2
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED \
  -cp "target/classes:$(cat target/classpath.txt)" com.example.Saxpy
