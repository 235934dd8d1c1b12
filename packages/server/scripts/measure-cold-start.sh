#!/bin/bash
# Times starts of the built server on a reused data folder (embedded PGlite): spawn → "running at", wall and CPU
# (user + system of the process from /proc/<pid>/stat at that moment), and writes results/cold-start.md itself,
# with the machine's load.
#   packages/server/scripts/measure-cold-start.sh [runs, default 5] [main.js, default packages/server/dist/main.js]
#     [baseline main.js: another build (e.g. of an earlier commit), measured interleaved with the first]
# Build first: `pnpm --filter @wellness/server build`. The first start of each build creates and seeds its own folder
# (not counted). PORT defaults to 4232. Target (issue 17 §5): ≤ 1.5 s.
set -u
runs=${1:-5}
main=${2:-packages/server/dist/main.js}
baseline=${3:-}
cd "$(dirname "$0")/../../.."
root=$(mktemp -d /tmp/wellness-cold-XXXXXX)
log="$root/log"
trap 'rm -rf "$root"' EXIT
start_once() { # $1 main.js, $2 data folder; prints "wall_ms cpu_ms"
  : > "$log"
  local start end pid cpu
  start=$(date +%s%N)
  PORT=${PORT:-4232} DATA_DIR=$2 NODE_ENV=development \
    SESSION_SECRET=0123456789abcdef0123456789abcdef0123456789abcdef PUBLIC_URL=http://127.0.0.1 \
    node "$1" > "$log" 2>&1 &
  pid=$!
  until grep -q "running at" "$log"; do
    sleep 0.01
    kill -0 $pid 2>/dev/null || { tail -3 "$log" >&2; exit 1; }
  done
  end=$(date +%s%N)
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{print int(($14+$15)*1000/hz)}' /proc/$pid/stat)
  kill $pid; wait $pid 2>/dev/null
  echo "$(( (end - start) / 1000000 )) $cpu"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
load_before=$(uptime)
start_once "$main" "$root/after" > /dev/null
[ -n "$baseline" ] && start_once "$baseline" "$root/before" > /dev/null
rows=""; after_wall=""; after_cpu=""; before_wall=""; before_cpu=""
for i in $(seq "$runs"); do
  read -r aw ac < <(start_once "$main" "$root/after")
  after_wall+="$aw"$'\n'; after_cpu+="$ac"$'\n'
  if [ -n "$baseline" ]; then
    read -r bw bc < <(start_once "$baseline" "$root/before")
    before_wall+="$bw"$'\n'; before_cpu+="$bc"$'\n'
    rows+="| $i | $(awk "BEGIN{printf \"%.2f s / %.2f s\", $bw/1000, $bc/1000}") | $(awk "BEGIN{printf \"%.2f s / %.2f s\", $aw/1000, $ac/1000}") | $(cut -d' ' -f1 /proc/loadavg) |"$'\n'
  else
    rows+="| $i | $(awk "BEGIN{printf \"%.2f s / %.2f s\", $aw/1000, $ac/1000}") | $(cut -d' ' -f1 /proc/loadavg) |"$'\n'
  fi
  echo "run $i: after ${aw} ms wall, ${ac} ms CPU${baseline:+; before ${bw:-} ms wall, ${bc:-} ms CPU} (load $(cut -d' ' -f1 /proc/loadavg))"
done
load_after=$(uptime)
mw=$(printf '%s' "$after_wall" | median); mc=$(printf '%s' "$after_cpu" | median)
# A build is named by its file and, inside a git checkout, the commit it was built from.
label() { local c; c=$(git -C "$(dirname "$1")" log -1 --format=%h 2>/dev/null); echo "\`$1\`${c:+ at $c}"; }
fmt() { awk "BEGIN{printf \"%.2f s\", $1/1000}"; }
if [ -n "$baseline" ]; then
  bmw=$(printf '%s' "$before_wall" | median); bmc=$(printf '%s' "$before_cpu" | median)
  header="| run | before: $(label "$baseline"), wall / CPU | after: $(label "$main"), wall / CPU | load (1 min) |"$'\n'"| --- | ---: | ---: | ---: |"
  rows+="| median | $(fmt "$bmw") / $(fmt "$bmc") | $(fmt "$mw") / $(fmt "$mc") | |"
else
  header="| run | $(label "$main"): wall / CPU | load (1 min) |"$'\n'"| --- | ---: | ---: |"
  rows+="| median | $(fmt "$mw") / $(fmt "$mc") | |"
fi
verdict="**not met**"; [ "$mw" -le 1500 ] && verdict="**met**"
cat > results/cold-start.md <<MD
# Cold start on a reused data folder (embedded PGlite)

Written by \`packages/server/scripts/measure-cold-start.sh $runs${2:+ $2}${3:+ $3}\` at $(date -u +%Y-%m-%dT%H:%M:%SZ): the built server
(\`node dist/main.js\`, \`NODE_ENV=development\`, PGlite in a data folder created and seeded by an earlier start of the
same build, not counted) from spawn to its "running at" line; wall time, and the process's CPU time (user + system
from \`/proc/<pid>/stat\`) at that moment. ${runs} runs${baseline:+, before and after interleaved}.

$header
$rows

Target (issue 17 §5): ≤ 1.5 s wall — ${verdict} in this run (median $(fmt "$mw") wall, $(fmt "$mc") CPU).
The machine: $(nproc) cores, shared with other work; wall time grows with the load, CPU time much less.
- load before: \`$load_before\`
- load after: \`$load_after\`

What a start on a reused folder does (src/app.ts): open PGlite (its WebAssembly Postgres: most of what is left),
check the migrations, read which seed steps this database has run (\`seed_runs\`: each runs once) and, with the demo
data, whether the programme's day changed, read the contract as prebuilt JSON (\`dist/openapi.json\`), and register
the routes; request validators are compiled on each operation's first call (Ajv without meta-schema checks). The
server and its dependencies are bundled into one file (build.mjs), except PGlite, argon2 and Stripe.
MD
echo "written results/cold-start.md (median ${mw} ms wall, ${mc} ms CPU)"
