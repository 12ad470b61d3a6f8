#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benches: `scripts/pg-cluster.sh start DIR` prints the admin URL
# (postgres://postgres@127.0.0.1:PORT/postgres) on its last line; `scripts/pg-cluster.sh stop DIR` stops it and
# removes DIR. Runs the server as the postgres user when started as root (PostgreSQL refuses to run as root):
# then DIR is given to postgres, and its parent folders must let others pass (mktemp -d /tmp/x.XXXXXX itself does).
set -euo pipefail
cmd="${1:?start|stop}"
dir="${2:?a directory for the cluster}"
bin="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
[ -x "$bin/initdb" ] || { echo "pg-cluster: PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
# (from / : the postgres user may not enter the folder the script was started in)
as_pg() { if [ "$(id -u)" -eq 0 ]; then (cd / && su postgres -s /bin/bash -c "$*"); else bash -c "$*"; fi; }

case "$cmd" in
  start)
    port="${PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_pg "'$bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8" >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_pg "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" -l '$dir/server.log' -w start" >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop" >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
