#!/usr/bin/env bash
# Builds fuzz/corpus/<target>/ from the project's own inputs and ../shared (when present).
# The corpus is not committed (fuzz/.gitignore): ../shared/xla_tables stay where they are.
# Usage: fuzz/seed_corpus.sh   (from anywhere; idempotent)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
shared="$root/../shared"
c="$here/corpus"
mkdir -p "$c"/{hlo_roundtrip,driver,tables,profile,xla_dump,graph,hccl,bound}

# HLO: fixtures, examples, regression inputs, and the shared modules under 256 KB.
hlo_seeds=("$root"/tests/fixtures/*.hlo "$root"/examples/*.hlo "$root"/tests/regressions/hlo/*.hlo)
if [ -d "$shared/hlo" ]; then
  while IFS= read -r f; do hlo_seeds+=("$f"); done < <(find "$shared/hlo" -name '*.hlo' -size -256k | sort)
fi
for f in "${hlo_seeds[@]}"; do
  [ -f "$f" ] || continue
  n="$(basename "$f")"
  cp "$f" "$c/hlo_roundtrip/$n"
  cp "$f" "$c/driver/$n"
done

# Tables: the examples in tables/, the regression inputs, and XLA's shipped tables.
for f in "$root"/tables/*.pb "$root"/tables/*.txtpb "$root"/tests/regressions/table/*; do
  [ -f "$f" ] && cp "$f" "$c/tables/"
done
if [ -d "$shared/xla_tables" ]; then
  for f in "$shared"/xla_tables/*.pb "$shared"/xla_tables/*.txtpb; do
    [ -f "$f" ] && cp "$f" "$c/tables/shared_$(basename "$f")"
  done
else
  echo "note: $shared/xla_tables is absent; table seeds are the project's own" >&2
fi

# Profiles: XLA's PGLE text format.
cat > "$c/profile/small.txtpb" <<'P'
costs { name: "fusion.1" cost_us: 12.5 }
costs { name: "abc::all-reduce-start.2" cost_us: 40 }
latencies { source: "all-reduce-start.2" target: "all-reduce-done.2" latency_us: 55.25 }
P

# XLA scheduler dumps: graph dump, a line `----`, schedule dump (see fuzz_targets/xla_dump.rs).
if [ -d "$shared/xla_lhs" ]; then
  for p in allreduce_tiny ring_ppermute collectives_mix tp_mlp_chain; do
    g="$shared/xla_lhs/$p.gpu.sol.lhs_graph.tsv.gz"
    s="$shared/xla_lhs/$p.gpu.sol.schedule.tsv.gz"
    [ -f "$g" ] && [ -f "$s" ] || continue
    { gzip -dc "$g"; printf '\n----\n'; gzip -dc "$s"; } > "$c/xla_dump/$p.txt"
  done
else
  echo "note: $shared/xla_lhs is absent; the xla_dump target starts from an empty corpus" >&2
fi

# graph and hccl take structured (arbitrary) input: a few random byte strings to start.
for t in graph hccl; do
  for i in 1 2 3 4; do head -c 256 /dev/urandom > "$c/$t/random$i"; done
done
# Inputs that once failed (tests/regressions/graph/, each also a test in tests/).
for f in "$root"/tests/regressions/graph/*; do
  [ -f "$f" ] && cp "$f" "$c/graph/"
done
echo "corpus: $(find "$c" -type f | wc -l) files in $c"
