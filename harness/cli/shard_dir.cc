#include "harness/cli/shard_dir.h"

#include "absl/strings/str_cat.h"

namespace harness {

std::string ShardedConfigPath(const std::string& dir) { return dir + "/tournament.txtpb"; }
std::string ShardLogPath(const std::string& dir, int shard) {
  return absl::StrCat(dir, "/shard-", shard, "/results.jsonl");
}
std::string ShardDonePath(const std::string& dir, int shard) {
  return absl::StrCat(dir, "/shard-", shard, "/done");
}
std::string MergedLogPath(const std::string& dir) { return dir + "/results.jsonl"; }

}  // namespace harness
