# Sourced by .ci/run: the PostgreSQL and Redis the server suites need, on a machine that may have
# neither running. Shared services that already answer are used as they are and never touched;
# otherwise a throw-away PostgreSQL cluster (trust auth, a free port, a temporary folder) and a
# throw-away Redis are started for this run and removed when it ends.

ci_pg_dir=""
ci_pg_bin=""
ci_redis_pid=""

# PostgreSQL's server programs refuse to run as root: as root, run them as the postgres account.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_bin_dir() {
  local initdb
  initdb=$(command -v initdb 2>/dev/null || true)
  if [ -n "$initdb" ]; then dirname "$(readlink -f "$initdb")"; return; fi
  # Debian keeps them off PATH, in /usr/lib/postgresql/<major>/bin.
  initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)
  [ -n "$initdb" ] && dirname "$initdb"
}

free_port() {
  local p
  for p in $(seq "$1" $(($1 + 200))); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  return 1
}

start_throwaway_postgres() {
  ci_pg_bin=$(postgres_bin_dir)
  [ -n "$ci_pg_bin" ] || { echo "no PostgreSQL server binaries (initdb)" >&2; return 1; }
  local port
  port=$(free_port 55432)
  ci_pg_dir=$(mktemp -d /tmp/larder-ci-pg-XXXXXX)
  if [ "$(id -u)" = 0 ]; then chown postgres: "$ci_pg_dir"; fi
  as_postgres "$ci_pg_bin/initdb" -D "$ci_pg_dir/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
  as_postgres "$ci_pg_bin/pg_ctl" -D "$ci_pg_dir/data" -l "$ci_pg_dir/server.log" -w \
    -o "-p $port -k $ci_pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atqc 'CREATE DATABASE test'
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
}

start_throwaway_redis() {
  local port
  port=$(free_port 56379)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no >/dev/null &
  ci_redis_pid=$!
  for _ in $(seq 50); do
    redis-cli -p "$port" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  export TEST_REDIS_URL="redis://127.0.0.1:$port"
}

stop_ci_services() {
  if [ -n "$ci_pg_dir" ]; then
    as_postgres "$ci_pg_bin/pg_ctl" -D "$ci_pg_dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$ci_pg_dir"
    ci_pg_dir=""
  fi
  if [ -n "$ci_redis_pid" ]; then
    kill "$ci_redis_pid" 2>/dev/null || true
    ci_redis_pid=""
  fi
}
