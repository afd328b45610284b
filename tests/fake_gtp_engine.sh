#!/usr/bin/env bash
# A GTP "engine" for the adapter's fault tests: it accepts every command and
# answers every genmove with $1 (D4, an occupied square, by default).
answer="${1:-D4}"
while read -r command _; do
  case "$command" in
    name) printf '= fake-gtp\n\n' ;;
    genmove) printf '= %s\n\n' "$answer" ;;
    *) printf '=\n\n' ;;
  esac
done
