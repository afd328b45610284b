#!/usr/bin/env bash
# Every fuzz test under libFuzzer: clang's coverage-guided fuzzer with ASan
# and UBSan (tests/README.md, "Fuzzing"). Each test runs libFuzzer for
# SECONDS per fuzz target from its seed corpus (its valid inputs); a broken
# rule, a crash or a hang fails the test and leaves the input in its test
# outputs (bazel-testlogs/.../test.outputs).
#   scripts/libfuzzer.sh [SECONDS (15)] [TARGET...]   (default: every *_fuzz_test)
# Without TARGETs it first builds every target of the workspace with clang:
# clang's thread-safety analysis (-Wthread-safety, Abseil's GUARDED_BY) and
# its format-string checks see what gcc's -Werror build does not.
# Its own Bazel output base, since clang is another toolchain than the gcc
# the rest of the build uses.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seconds="${1:-15}"
shift || true
scripts/install_deps.sh clang-14 libclang-rt-14-dev
runtime="$(clang-14 -print-runtime-dir)/libclang_rt.fuzzer_no_main-x86_64.a"
[ -f "$runtime" ] || { echo "libfuzzer.sh: $runtime missing (libclang-rt-14-dev)" >&2; exit 2; }
# One output base per checkout, as Bazel's own are.
base="${HOME}/.cache/bazel-libfuzzer/$(printf '%s' "$root" | md5sum | cut -c1-16)"
bazel=(bazel --output_base="$base" --max_idle_secs=60)
# No convenience symlinks: bazel-bin and the rest stay the gcc build's.
options=(--config=libfuzzer -c opt --symlink_prefix=/)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  # Not //...: this output base would walk into the checkout's bazel-<name>
  # symlinks (another output base's tree). The workspace's own top-level
  # directories holding a BUILD file instead; find lists no symlinks.
  packages=()
  while IFS= read -r dir; do
    if [ -n "$(find "$dir" -name BUILD -print -quit)" ]; then packages+=("//${dir#./}/..."); fi
  done < <(find . -mindepth 1 -maxdepth 1 -type d -not -name '.*' | sort)
  query="attr(name, \"_fuzz_test$\", $(IFS=+; echo "${packages[*]}"))"
  mapfile -t targets < <("${bazel[@]}" query --noshow_progress "$query")
  "${bazel[@]}" build "${options[@]}" --linkopt="$runtime" --noshow_progress \
    --ui_event_filters=-info,-debug,-warning "${packages[@]}"
fi
status=0
"${bazel[@]}" test "${options[@]}" --linkopt="$runtime" --test_env=FUZZ_SECONDS="$seconds" \
  --noshow_progress --ui_event_filters=-info,-debug --test_output=errors "${targets[@]}" || status=$?
# Each target's closing lines: libFuzzer's runs, then the
# test's own count of inputs answered or refused.
logs="$("${bazel[@]}" info "${options[@]}" bazel-testlogs 2>/dev/null)"
for target in "${targets[@]}"; do
  log="$logs/$(sed 's|^//||; s|:|/|' <<<"$target")/test.log"
  [ -f "$log" ] || continue
  grep -h -E '^(Done [0-9]+ runs|fuzz .*: seed [0-9]+, )' "$log" | sed 's/; commonest refusals://'
done
exit "$status"
