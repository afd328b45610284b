#!/usr/bin/env bash
# Installs the Debian packages the project builds and runs with, if any is
# missing. Idempotent, and silent when everything is already there.
set -euo pipefail

packages=(
  bazel-bootstrap
  g++
  pkg-config
  libgrpc++-dev
  protobuf-compiler-grpc
  libprotobuf-dev
  protobuf-compiler
  libabsl-dev
  libsodium-dev
  libgtest-dev
  libgmock-dev
  libbenchmark-dev
  python3-grpcio
  python3-grpc-tools
  nodejs
  bubblewrap
  libseccomp-dev
  libsqlite3-dev
  libcpp-httplib-dev
)
# Extra packages a caller needs (e.g. CI's browser for the report test, and
# `./tourney test`'s grhino, whose gtp-rhino the GTP adapter tests play).
packages+=("$@")

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
