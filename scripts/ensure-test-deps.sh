#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: Debian's Chromium for the end-to-end tests and
# PostgreSQL for the tests that run against a real server. Idempotent; quiet when all is there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || [ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
echo "test dependencies: chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'), postgres $(ls /usr/lib/postgresql 2>/dev/null | tr '\n' ' ')"
