# Sourced by ./mlirj, ./test.sh and scripts/*.sh: finds a JDK new enough for mlirj (the FFM API is final
# from JDK 22; mlirj is built with --release 25, so the build needs 25 and running needs 25 as well).
#
#   mlirj_find_jdk   prints the chosen JAVA_HOME, or prints one sentence saying what to install and returns 1.
#
# Order: $JAVA_HOME when it qualifies, then the usual install places (newest first).

MLIRJ_MIN_JDK=25
# The same sentence as the enforcer's message in pom.xml (required.jdk.message); keep them equal.
MLIRJ_JDK_SENTENCE="mlirj needs JDK 25 or newer: install one (for example Eclipse Temurin 25, package temurin-25-jdk from the Adoptium repository, or openjdk-25-jdk where your distribution has it) and set JAVA_HOME to it."

# Prints the feature version (17, 21, 25, ...) of the JDK at $1, or nothing when $1 is not a JDK.
mlirj_jdk_version() {
  local home=$1 line v
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  line=$("$home/bin/java" -version 2>&1 | head -n 1) || return 0
  v=$(printf '%s\n' "$line" | sed -nE 's/.*version "([0-9]+)(\.[^"]*)?".*/\1/p')
  [ "$v" = "1" ] && v=8
  printf '%s' "$v"
}

mlirj_find_jdk() {
  local c v best="" bestv=0
  if [ -n "${JAVA_HOME:-}" ]; then
    v=$(mlirj_jdk_version "$JAVA_HOME")
    if [ -n "$v" ] && [ "$v" -ge "$MLIRJ_MIN_JDK" ]; then printf '%s\n' "$JAVA_HOME"; return 0; fi
  fi
  for c in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* /usr/local/lib/jvm/* \
           "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* \
           /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -d "$c" ] || continue
    v=$(mlirj_jdk_version "$c")
    if [ -n "$v" ] && [ "$v" -ge "$MLIRJ_MIN_JDK" ] && [ "$v" -gt "$bestv" ]; then best=$c; bestv=$v; fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    c=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    v=$(mlirj_jdk_version "$c")
    if [ -n "$v" ] && [ "$v" -ge "$MLIRJ_MIN_JDK" ]; then best=$c; fi
  fi
  if [ -z "$best" ]; then
    echo "$MLIRJ_JDK_SENTENCE" >&2
    return 1
  fi
  printf '%s\n' "$best"
}

# Options for Maven itself: Maven 3.8's Guava uses sun.misc.Unsafe, which JDK 24+ warns about on every run.
mlirj_maven_opts() {
  printf '%s' "${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
}
