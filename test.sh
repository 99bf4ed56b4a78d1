#!/usr/bin/env bash
# Runs mlirj's test suite (see README.md) on a JDK 25 it finds by itself. Extra arguments go to Maven,
# e.g. ./test.sh -Dtest=LlJitTest
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
. "$root/scripts/jdk.sh"
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
cd "$root"
MAVEN_OPTS=$(mlirj_maven_opts) exec mvn -B --no-transfer-progress -Dstyle.color=never verify "$@"
