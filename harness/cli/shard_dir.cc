#include "harness/cli/shard_dir.h"

#include "absl/strings/numbers.h"
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

bool ParseShard(const std::string& text, int* index, int* count) {
  const size_t slash = text.find('/');
  return slash != std::string::npos && absl::SimpleAtoi(text.substr(0, slash), index) &&
         absl::SimpleAtoi(text.substr(slash + 1), count) && *count >= 1 && *index >= 0 &&
         *index < *count;
}

}  // namespace harness
