#include "harness/league/remove_tree.h"

#include <filesystem>
#include <system_error>

namespace harness {

void RemoveTree(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::is_directory(fs::symlink_status(path, error))) {
    fs::remove(path, error);
    return;
  }
  fs::permissions(path, fs::perms::owner_all, fs::perm_options::add, error);
  // Not following links, the iterator stays inside `path`.
  for (fs::recursive_directory_iterator it(path, error), end; !error && it != end;
       it.increment(error)) {
    std::error_code ignored;
    if (it->is_directory(ignored) && !it->is_symlink(ignored)) {
      fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ignored);
    }
  }
  fs::remove_all(path, error);
}

}  // namespace harness
