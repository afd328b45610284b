// Removing a directory the league made read-only (a blob, a half-made copy).
#ifndef HARNESS_LEAGUE_REMOVE_TREE_H_
#define HARNESS_LEAGUE_REMOVE_TREE_H_

#include <string>

namespace harness {

// Removes `path` and everything under it, making its directories writable
// first (a read-only directory's entries cannot be unlinked). Links are
// removed, never followed. Best effort: what cannot be removed stays.
void RemoveTree(const std::string& path);

}  // namespace harness

#endif  // HARNESS_LEAGUE_REMOVE_TREE_H_
