#!/usr/bin/env bash
# docs/kubernetes/*.yaml against the Kubernetes API's OpenAPI schema (npm's
# kubernetes-models, installed into tests/kubernetes/node_modules by
# `./tourney test`), plus: the validator fails on broken copies, the shard
# count agrees across the manifests, and the entry points they run exist.
set -euo pipefail
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# node_modules is beside package.json in the source tree, not in runfiles.
checker="$(dirname "$(readlink -f tests/kubernetes/package.json)")"
if [ ! -d "$checker/node_modules/kubernetes-models" ]; then
  [ "${CI:-}" = "true" ] && fail "no $checker/node_modules: npm ci --prefix tests/kubernetes (./tourney test runs it)"
  echo "SKIP: $checker/node_modules missing (npm ci --prefix tests/kubernetes)"
  exit 0
fi
validate() { node "$checker/validate_manifests.mjs" "$@"; }
manifests=(docs/kubernetes/engines.yaml docs/kubernetes/tournament-job.yaml docs/kubernetes/merge-job.yaml)
validate "${manifests[@]}" || fail "the manifests do not validate"

# The validator can fail: a wrong type, an unknown image, no entry point.
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
sed 's/completions: 8/completions: "eight"/' docs/kubernetes/tournament-job.yaml >"$scratch/type.yaml"
sed 's/image: tourney:latest/image: registry.example\/tourney:latest/' docs/kubernetes/merge-job.yaml >"$scratch/image.yaml"
sed 's/merge-shards/merge/' docs/kubernetes/merge-job.yaml >"$scratch/entry.yaml"
for broken in type image entry; do
  if validate "$scratch/$broken.yaml" >"$scratch/$broken.out"; then
    fail "a broken manifest ($broken) validated"
  fi
done
grep -q "completions must be integer" "$scratch/type.out" || fail "$(cat "$scratch/type.out")"

# One shard count: the Job's completions, its SHARDS and the merge's N.
completions="$(awk '/completions:/ { print $2 }' docs/kubernetes/tournament-job.yaml)"
shards_env="$(grep -A1 'name: SHARDS' docs/kubernetes/tournament-job.yaml | awk '/value:/ { gsub(/"/, "", $2); print $2 }')"
merge_n="$(grep -o 'merge-shards", "/results", "[0-9]*"' docs/kubernetes/merge-job.yaml | grep -o '[0-9]*"$' | tr -d '"')"
[ "$completions" = "$shards_env" ] && [ "$completions" = "$merge_n" ] ||
  fail "shard counts disagree: completions $completions, SHARDS $shards_env, merge-shards $merge_n"

# README.md's steps, in order, as the validator reads the manifests: the
# ConfigMap they leave holds the user's tournament.txtpb (a placeholder
# ConfigMap in tournament-job.yaml once replaced it, and shards then found
# no engines).
node "$checker/apply_steps.mjs" docs/kubernetes/README.md >"$scratch/configmap.json" ||
  fail "the README's kubectl steps fail"
/usr/bin/python3 - "$scratch/configmap.json" docs/kubernetes/tournament.txtpb <<'PY' ||
import json, re, sys
data = json.load(open(sys.argv[1]))
config = open(sys.argv[2]).read()
assert list(data) == ["tournament.txtpb"], f"ConfigMap keys {list(data)}"
assert data["tournament.txtpb"] == config, "the ConfigMap is not tournament.txtpb: " + data["tournament.txtpb"][:80]
engines = len(re.findall(r"^engines\s*\{", config, re.M))
assert engines >= 2, f"{engines} engines"
PY
  fail "the ConfigMap the steps leave: $(head -c 200 "$scratch/configmap.json")"

# The entry points exist and read the shard directory layout.
harness/tourney shard --help | grep -q "usage: tourney shard DIR I/N" || fail "no tourney shard"
harness/tourney merge-shards --help | grep -q "usage: tourney merge-shards DIR N" || fail "no merge-shards"
mkdir -p "$scratch/results"
if harness/tourney merge-shards "$scratch/results" 8 2>"$scratch/merge.err"; then
  fail "merge-shards merged shards that never ran"
fi
grep -q "shard 0 of .* has not finished" "$scratch/merge.err" || fail "$(cat "$scratch/merge.err")"
echo "PASS"
