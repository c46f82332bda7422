#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks: its own data directory under /tmp, its own
# free port on 127.0.0.1, trust authentication, removed by `stop`. It never touches the machine's
# own clusters.
#
#   scripts/pg-cluster.sh start [--durable]   prints "DATA_DIR PORT" on stdout when it accepts connections
#   scripts/pg-cluster.sh stop DATA_DIR       stops it and deletes the directory
#
# Without --durable, fsync and synchronous_commit are off: tests want speed, and a crash of a test
# cluster loses nothing of value. The ledger benchmark passes --durable, because it measures durable
# commits. Progress and errors go to stderr so that stdout carries only the answer.
set -euo pipefail

pg_bin() {
  # The newest installed major version; Debian installs binaries under /usr/lib/postgresql/N/bin.
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [[ -z "$dir" || ! -x "$dir/initdb" ]]; then
    echo "pg-cluster: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin" >&2
    return 1
  fi
  echo "$dir"
}

# PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` user
# (created by Debian's package). As anyone else it runs as that user.
as_pg() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# A port below 32768 (the ephemeral range starts there, where outgoing connections take theirs)
# that nothing listens on right now. A race with another process is still possible; `start` then
# retries with another port.
free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 12000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "pg-cluster: found no free port" >&2
  return 1
}

start() {
  local durable=off
  [[ "${1:-}" == "--durable" ]] && durable=on
  local bin dir port
  bin=$(pg_bin)
  dir=$(mktemp -d /tmp/baro-pg.XXXXXX)
  if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "pg-cluster: running as root needs the 'postgres' user (apt-get install postgresql)" >&2
      rm -rf "$dir"
      return 1
    fi
    chown postgres: "$dir"
  fi
  # The superuser is called postgres whoever runs initdb, so one URL works for root and others.
  if ! as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    return 1
  fi
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    # The socket lives in the cluster's own directory, so nothing under /var/run is needed.
    # max_connections covers several test files at once, each with a pool of 40.
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o "\
-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir \
-c max_connections=300 -c shared_buffers=128MB \
-c fsync=$durable -c synchronous_commit=$durable -c full_page_writes=$durable" >/dev/null; then
      echo "$dir $port"
      return 0
    fi
    echo "pg-cluster: start on port $port failed (attempt $attempt):" >&2
    tail -n 5 "$dir/server.log" >&2 || true
  done
  rm -rf "$dir"
  return 1
}

stop() {
  local dir="${1:?usage: pg-cluster.sh stop DATA_DIR}"
  # Only ever delete what `start` made.
  if [[ "$dir" != /tmp/baro-pg.* ]]; then
    echo "pg-cluster: refusing to remove $dir" >&2
    return 1
  fi
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    # Immediate: the cluster is thrown away, so there is nothing to flush.
    as_pg "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *)
    echo "usage: $0 start [--durable] | stop DATA_DIR" >&2
    exit 2
    ;;
esac
