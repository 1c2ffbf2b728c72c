#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: Debian's Chromium for the end-to-end tests (its
# headless shell runs the suite, tests/e2e/support/test-chromium.ts; the full browser the benches),
# PostgreSQL for the tests that run against a real server, nginx for the cluster test
# (scripts/cluster-test.ts), and a Java runtime for the Nu HTML
# Checker (vnu-jar, tests/e2e/html-checker.test.ts). Idempotent; quiet when all is there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v pg_ctlcluster >/dev/null 2>&1 || [ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
  # The cluster test runs its own nginx on loopback ports; the package's service (port 80) is not wanted.
  if [[ " ${need[*]} " == *" nginx-light "* ]] && command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then
    $SUDO systemctl disable --now nginx >/dev/null 2>&1 || echo "note: could not stop the nginx service the package started"
  fi
fi
echo "test dependencies: chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'), its headless shell $(/usr/lib/chromium/chromium-headless-shell --version 2>/dev/null | awk '{print $NF}'), postgres $(ls /usr/lib/postgresql 2>/dev/null | tr '\n' ' ')java $(java -version 2>&1 | awk -F '"' 'NR==1 {print $2}'), nginx $(/usr/sbin/nginx -v 2>&1 | awk -F / '{print $2}')"
