#!/bin/bash
# Times starts of the built server on a reused data folder: spawn → "running at", wall and CPU (user + system).
#   packages/server/scripts/measure-cold-start.sh [runs, default 5] [main.js, default packages/server/dist/main.js]
# The first start creates and seeds the folder (not counted); PORT defaults to 4232. Results: results/cold-start.md.
set -u
runs=${1:-5}
main=${2:-packages/server/dist/main.js}
cd "$(dirname "$0")/../../.."
data=$(mktemp -d /tmp/wellness-cold-XXXXXX)
log=$(mktemp /tmp/wellness-cold-log-XXXXXX)
trap 'rm -rf "$data" "$log"' EXIT
start_once() {
  : > "$log"
  local start end pid cpu
  start=$(date +%s%N)
  PORT=${PORT:-4232} DATA_DIR=$data NODE_ENV=development \
    SESSION_SECRET=0123456789abcdef0123456789abcdef0123456789abcdef PUBLIC_URL=http://127.0.0.1 \
    node "$main" > "$log" 2>&1 &
  pid=$!
  until grep -q "running at" "$log"; do
    sleep 0.02
    kill -0 $pid 2>/dev/null || { tail -3 "$log"; exit 1; }
  done
  end=$(date +%s%N)
  cpu=$(awk '{print ($14+$15)*10}' /proc/$pid/stat)
  kill $pid; wait $pid 2>/dev/null
  echo "wall $(( (end - start) / 1000000 )) ms, cpu ${cpu} ms"
}
echo "first start (creates and seeds): $(start_once)"
for i in $(seq "$runs"); do echo "reused folder, run $i: $(start_once) (load $(cut -d' ' -f1 /proc/loadavg))"; done
