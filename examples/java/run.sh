#!/usr/bin/env bash
# Runs one of the Java example programs with Java's source launcher on the classes ./mlirj builds:
#   examples/java/run.sh NAME [ARGS...]      e.g. examples/java/run.sh JitSaxpy
# NAME is JitSaxpy, BuildAndRun or HotKernel (a file examples/java/NAME.java). Finds a JDK 25 as ./mlirj does
# (scripts/jdk.sh), builds mlirj first when its sources changed, and runs from the repository's root, so paths
# such as examples/saxpy.mlir resolve.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
name=${1:?usage: examples/java/run.sh NAME [ARGS...]   (NAME: JitSaxpy, BuildAndRun or HotKernel)}
shift
source_file="$root/examples/java/${name%.java}.java"
[ -f "$source_file" ] || { echo "run.sh: no example $source_file" >&2; exit 2; }
. "$root/scripts/jdk.sh"
JAVA_HOME=$(mlirj_find_jdk) || exit 1
"$root/mlirj" --help > /dev/null # builds target/classes when the sources changed
cd "$root"
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED \
  -cp "$root/target/classes:$(cat "$root/target/runtime-classpath.txt")" "$source_file" "$@"
