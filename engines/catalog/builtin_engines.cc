#include "engines/catalog/builtin_engines.h"

#include <algorithm>

namespace engines {
namespace {

bool IsGeneric(const BuiltinEngine& engine) { return engine.games.empty(); }

bool IsMadeFor(const BuiltinEngine& engine, const std::string& game) {
  return std::find(engine.games.begin(), engine.games.end(), game) != engine.games.end();
}

}  // namespace

const std::vector<BuiltinEngine>& BuiltinEngineCatalog() {
  // One row per engine binary; each is also in //engines:builtin.
  static const std::vector<BuiltinEngine> kCatalog = {
      {"battleship", {"battleship"}, ""},
      {"davinci", {"davinci"}, ""},
      {"nimtetris", {"nimtetris"}, ""},
      {"random", {}, ""},
      {"reversi", {"reversi"}, ""},
      // The optimal policy solves a table per ruleset first: a minute
      // unoptimised.
      {"yacht", {"yacht"}, "option.policy=seed"},
  };
  return kCatalog;
}

std::string BuiltinEngineBinary(const std::string& name) {
  return "engines/" + name + "/" + name + "_engine";
}

std::vector<std::string> BuiltinEngineNames() {
  std::vector<std::string> names;
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) names.push_back(engine.name);
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::string> EnginesMadeFor(const std::string& game) {
  std::vector<std::string> names;
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) {
    if (IsMadeFor(engine, game)) names.push_back(engine.name);
  }
  return names;
}

std::vector<std::string> EnginesThatPlay(const std::string& game) {
  std::vector<std::string> names = EnginesMadeFor(game);
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) {
    if (IsGeneric(engine)) names.push_back(engine.name);
  }
  return names;
}

std::string QuickOptions(const std::string& name) {
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) {
    if (engine.name == name) return engine.quick_options;
  }
  return "";
}

}  // namespace engines
