#!/usr/bin/env bash
# A one-node Slurm cluster for trying and testing `tourney slurm`, entirely
# under one directory: munged, slurmctld and slurmd run as root with their
# key, config, state, sockets and logs in DIR, on free ports.
#
#   scripts/slurm_local_cluster.sh start DIR   # prints: export SLURM_CONF=DIR/slurm.conf
#   scripts/slurm_local_cluster.sh stop DIR    # stops the daemons it started, by pid
#
# Needs root (the daemons run as root) and Debian's slurm-wlm and munge
# (scripts/install_deps.sh slurm-wlm munge).
set -euo pipefail

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}
[ $# -eq 2 ] || usage
action="$1"
dir="$(mkdir -p "$2" && cd "$2" && pwd)"

stop() {
  local name pid
  # slurmd first: the controller then sees no node go down mid-job.
  for name in slurmd slurmctld munged; do
    [ -f "$dir/$name.pid" ] || continue
    pid="$(cat "$dir/$name.pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$dir/$name.pid"
  done
  [ -f "$dir/socket_dir" ] && rm -rf "$(cat "$dir/socket_dir")" "$dir/socket_dir"
  return 0
}

free_port() {
  /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "$0: the Slurm daemons run as root here; run as root" >&2
    exit 1
  fi
  for tool in munged mungekey slurmctld slurmd sinfo; do
    command -v "$tool" >/dev/null || {
      echo "$0: $tool not found: scripts/install_deps.sh slurm-wlm munge" >&2
      exit 1
    }
  done
  mkdir -p "$dir/munge" "$dir/state" "$dir/log"
  chmod 700 "$dir/munge"
  # Unix socket paths have at most 107 bytes and DIR may be deeper: munged's
  # socket and slurmd's spool (its steps' sockets) go to a short temp dir.
  local sockets
  sockets="$(mktemp -d /tmp/tourney-munge.XXXXXX)"
  chmod 755 "$sockets"
  mkdir "$sockets/spool"
  echo "$sockets" >"$dir/socket_dir"
  [ -f "$dir/munge/munge.key" ] || mungekey -c -k "$dir/munge/munge.key"
  munged -f -F --key-file="$dir/munge/munge.key" --socket="$sockets/socket" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" \
    --seed-file="$dir/munge/seed" >>"$dir/log/munged.out" 2>&1 &
  echo $! >"$dir/munged.pid"

  local host cpus memory
  host="$(hostname)"
  cpus="$(nproc)"
  memory="$(awk '/MemTotal/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)"
  cat >"$dir/slurm.conf" <<EOF
# Written by scripts/slurm_local_cluster.sh: one node, everything under $dir.
ClusterName=tourney-local
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
AuthInfo=socket=$sockets/socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$sockets/spool
SlurmctldPidFile=$dir/state/slurmctld.pid
SlurmdPidFile=$sockets/spool/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/pgid
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobRequeue=1
# Finished jobs stay visible to squeue/scontrol this long (seconds).
MinJobAge=600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
  for _ in $(seq 50); do [ -S "$sockets/socket" ] && break; sleep 0.1; done
  if [ ! -S "$sockets/socket" ]; then
    echo "$0: munged did not start; see $dir/log/munged.out" >&2
    stop
    exit 1
  fi
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -D -f "$SLURM_CONF" >>"$dir/log/slurmctld.out" 2>&1 &
  echo $! >"$dir/slurmctld.pid"
  slurmd -D -f "$SLURM_CONF" >>"$dir/log/slurmd.out" 2>&1 &
  echo $! >"$dir/slurmd.pid"
  # Ready once the node is idle.
  local deadline=$((SECONDS + 30))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if timeout 5 sinfo -h -o '%T' 2>/dev/null | grep -qx idle; then
      echo "export SLURM_CONF=$SLURM_CONF"
      return 0
    fi
    sleep 0.2
  done
  echo "$0: the node did not come up in 30 s; logs in $dir/log" >&2
  stop
  exit 1
}

case "$action" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
