#!/usr/bin/env bash
# Starts Keycloak (start-dev, H2 in its own data folder) on a loopback port with the realm `dtn`
# of deploy/keycloak/realm-dtn.json, for the OIDC sign-in tests and development without Docker.
# The distribution comes from Maven Central through ./pom.xml (fetched on first run, ~150 MB).
#
#   platform/keycloak/start-keycloak.sh            start in the background, wait until the realm answers
#   platform/keycloak/start-keycloak.sh --no-wait  start in the background and return (CI starts it early)
#   platform/keycloak/start-keycloak.sh wait       wait until the realm answers
#   platform/keycloak/start-keycloak.sh stop       stop it
#
# Environment: KEYCLOAK_DATA_DIR (default .tmp/keycloak under the repository), KEYCLOAK_PORT
# (8180). The master realm's admin is admin / admin (the tests use it to register their app's
# address as a redirect URI). Needs java (17 or later) and mvn.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
version="26.1.4"
data="${KEYCLOAK_DATA_DIR:-$repo/.tmp/keycloak}"
port="${KEYCLOAK_PORT:-8180}"
home="$data/keycloak-$version"
pidfile="$data/keycloak.pid"
realm_url="http://127.0.0.1:$port/realms/dtn/.well-known/openid-configuration"

answers() { curl -sf -o /dev/null "$realm_url"; }

wait_until_up() {
  for _ in $(seq 1 300); do
    if answers; then echo "keycloak: realm dtn on http://127.0.0.1:$port (pid $(cat "$pidfile" 2>/dev/null || echo ?))"; return 0; fi
    if [[ -f "$pidfile" ]] && ! kill -0 "$(cat "$pidfile")" 2>/dev/null; then break; fi
    sleep 1
  done
  echo "keycloak: did not start; see $data/keycloak.log" >&2
  tail -30 "$data/keycloak.log" >&2 || true
  return 1
}

case "${1:-start}" in
  stop)
    if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
      kill "$(cat "$pidfile")"
      for _ in $(seq 1 30); do kill -0 "$(cat "$pidfile")" 2>/dev/null || break; sleep 1; done
    fi
    rm -f "$pidfile"
    exit 0 ;;
  wait) wait_until_up; exit $? ;;
esac

if answers; then echo "keycloak: something already answers on 127.0.0.1:$port"; exit 0; fi

zip="$here/target/lib/keycloak-quarkus-dist-$version.zip"
if [[ ! -f "$zip" ]]; then
  echo "keycloak: fetching keycloak-quarkus-dist $version from Maven Central"
  (cd "$here" && mvn -q -B dependency:copy-dependencies)
fi
mkdir -p "$data"
if [[ ! -x "$home/bin/kc.sh" ]]; then
  (cd "$data" && unzip -q -o "$zip")
fi
# The realm is imported at start when it does not exist yet (a second start keeps its state).
mkdir -p "$home/data/import"
cp "$repo/deploy/keycloak/realm-dtn.json" "$home/data/import/"

KC_BOOTSTRAP_ADMIN_USERNAME=admin KC_BOOTSTRAP_ADMIN_PASSWORD=admin \
  nohup "$home/bin/kc.sh" start-dev --http-port "$port" --http-host 127.0.0.1 --hostname-strict=false \
  --import-realm >"$data/keycloak.log" 2>&1 &
echo $! > "$pidfile"
if [[ "${1:-}" == "--no-wait" ]]; then echo "keycloak: starting in the background (pid $!)"; exit 0; fi
wait_until_up
