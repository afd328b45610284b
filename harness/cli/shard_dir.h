// A sharded tournament's directory, the same for every backend (Slurm job
// arrays, Kubernetes Indexed Jobs, a loop of processes): the resolved config,
// one log per shard with a marker once it finished, and the merged results.
#ifndef HARNESS_CLI_SHARD_DIR_H_
#define HARNESS_CLI_SHARD_DIR_H_

#include <string>

namespace harness {

std::string ShardedConfigPath(const std::string& dir);  // tournament.txtpb
std::string ShardLogPath(const std::string& dir, int shard);
std::string ShardDonePath(const std::string& dir, int shard);  // exists once it finished
std::string MergedLogPath(const std::string& dir);             // results.jsonl

// "I/N" with 0 <= I < N (`run --shard`, `tourney shard DIR I/N`).
bool ParseShard(const std::string& text, int* index, int* count);

}  // namespace harness

#endif  // HARNESS_CLI_SHARD_DIR_H_
