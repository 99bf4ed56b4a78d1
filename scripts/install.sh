#!/usr/bin/env bash
# Installs the artifact dev.mlirj:mlirj (jar, sources jar, javadoc jar) into the local Maven repository, with a
# JDK 25 found as ./mlirj finds it, so that other projects can depend on it by its coordinates.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$root/scripts/jdk.sh"
JAVA_HOME=$(mlirj_find_jdk) || exit 1
export JAVA_HOME
cd "$root"
MAVEN_OPTS=$(mlirj_maven_opts) exec mvn -B -q --no-transfer-progress -Dstyle.color=never -DskipTests install "$@"
