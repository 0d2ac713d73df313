#!/usr/bin/env bash
# A private PostgreSQL cluster from Debian's postgresql package, for development and the tests.
#   bash scripts/pg-cluster.sh start [dir] [port]   creates the cluster in dir (default .pg) on first use, starts it
#   bash scripts/pg-cluster.sh stop  [dir]          stops it (the data stays in dir; remove dir to start afresh)
# It listens on 127.0.0.1:<port> (default 5433) and a socket in dir, trusts local connections (a development
# cluster, never a production one), and prints the DATABASE_URL to use. Run as root, it runs the server as the
# postgres user (PostgreSQL refuses to run as root).
set -euo pipefail
action="${1:-}"
dir="$(mkdir -p "${2:-.pg}" && cd "${2:-.pg}" && pwd)"
port="${3:-5433}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql (Debian's package)" >&2
  exit 1
fi
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
case "$action" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    ;;
  *)
    echo "usage: bash scripts/pg-cluster.sh start|stop [dir] [port]" >&2
    exit 2
    ;;
esac
