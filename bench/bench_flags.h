// The plain benchmarks' and tools' flags (clock_bench, endgame_benchmark,
// train_pattern_eval): each --NAME=VALUE overrides the default of a NAME the
// program declares.
#ifndef BENCH_BENCH_FLAGS_H_
#define BENCH_BENCH_FLAGS_H_

#include <cstdio>
#include <map>
#include <string>

namespace bench {

// Overrides `flags`' defaults from the command line. An argument that is not
// --NAME=VALUE of a declared NAME gets one line naming `usage` (the flags)
// and false.
inline bool ParseBenchFlags(int argc, char** argv, const char* program, const char* usage,
                            std::map<std::string, std::string>* flags) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const size_t equals = arg.find('=');
    if (arg.rfind("--", 0) != 0 || equals == std::string::npos ||
        !flags->count(arg.substr(2, equals - 2))) {
      std::fprintf(stderr, "%s: unknown argument '%s' (flags: %s)\n", program, arg.c_str(), usage);
      return false;
    }
    (*flags)[arg.substr(2, equals - 2)] = arg.substr(equals + 1);
  }
  return true;
}

}  // namespace bench

#endif  // BENCH_BENCH_FLAGS_H_
