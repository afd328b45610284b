// The catalog of built-in engines: one row per engine this repository
// builds, naming it, the games it is made for and how tests play it quickly.
// Data only (no engine code, no dependency at all), so that the harness can
// list the built-ins in --help without importing the bot side
// (scripts/check_layers.sh allows exactly this library; see README.md).
#ifndef ENGINES_CATALOG_BUILTIN_ENGINES_H_
#define ENGINES_CATALOG_BUILTIN_ENGINES_H_

#include <string>
#include <vector>

namespace engines {

struct BuiltinEngine {
  // builtin=<name>; the binary is BuiltinEngineBinary(name).
  std::string name;
  // The game ids (games registry) it is made for. Empty: generic, it plays
  // every game from its legal actions alone.
  std::vector<std::string> games;
  // Engine spec options under which it plays quickly even unoptimised
  // (fastbuild), e.g. "option.policy=seed": the end-to-end tests play it
  // so. "": quick with its defaults.
  std::string quick_options;
};

// Every built-in engine, one row each.
const std::vector<BuiltinEngine>& BuiltinEngineCatalog();

// "engines/<name>/<name>_engine": where built-in `name`'s binary lies,
// relative to the workspace (and to a test's runfiles).
std::string BuiltinEngineBinary(const std::string& name);

// Every built-in engine name, sorted.
std::vector<std::string> BuiltinEngineNames();

// The built-ins made for `game` (the generic ones left out), in catalog
// order.
std::vector<std::string> EnginesMadeFor(const std::string& game);

// The built-ins that play `game`: those made for it, then the generic ones.
std::vector<std::string> EnginesThatPlay(const std::string& game);

// The quick options of built-in `name` ("" for one without, or an unknown
// name).
std::string QuickOptions(const std::string& name);

}  // namespace engines

#endif  // ENGINES_CATALOG_BUILTIN_ENGINES_H_
