#include "games/common/fuzzing/libfuzzer.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "games/common/fuzzing/fuzz_loop.h"
#include "google/protobuf/stubs/logging.h"

// libFuzzer's entry points, weak so that builds without its runtime link
// (and see null here).
extern "C" {
__attribute__((weak)) int LLVMFuzzerRunDriver(int* argc, char*** argv,
                                              int (*callback)(const uint8_t* data, size_t size));
__attribute__((weak)) size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);
}

namespace games::fuzzing {
namespace {

// libFuzzer takes plain functions: the run they serve.
LibFuzzerRun* g_run = nullptr;

int TestOne(const uint8_t* data, size_t size) {
  return g_run->test_one(std::string(reinterpret_cast<const char*>(data), size)) ? 0 : -1;
}

// libFuzzer ends its run with exit(): the verdict comes from here.
void FinishAtExit() {
  if (g_run != nullptr && !g_run->finish()) _exit(1);
}

// The seed corpus, a file per input in a fresh directory.
std::string WriteCorpus(const std::vector<std::string>& corpus) {
  const char* base = std::getenv("TEST_TMPDIR");
  const std::filesystem::path dir =
      std::filesystem::path(base != nullptr ? base : "/tmp") / "libfuzzer_corpus";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  for (size_t i = 0; i < corpus.size(); ++i) {
    std::ofstream(dir / ("seed-" + std::to_string(i)), std::ios::binary) << corpus[i];
  }
  return dir.string();
}

}  // namespace

bool LibFuzzerLinked() { return LLVMFuzzerRunDriver != nullptr; }

namespace {

// The child: libFuzzer's run, which ends with exit().
[[noreturn]] void RunInChild(LibFuzzerRun& run) {
  g_run = &run;
  std::atexit(FinishAtExit);
  // Mutated bytes make protobuf log every string that is not UTF-8.
  google::protobuf::SetLogHandler(nullptr);

  const char* outputs = std::getenv("TEST_UNDECLARED_OUTPUTS_DIR");
  const int64_t seconds = EnvironmentOr("FUZZ_SECONDS", 0);
  std::vector<std::string> args = {
      "libfuzzer",
      WriteCorpus(run.corpus),
      "-seed=" + std::to_string(run.seed % 4000000000u + 1),  // 0 would be the clock
      seconds > 0 ? "-max_total_time=" + std::to_string(seconds)
                  : "-runs=" + std::to_string(run.runs),
      "-max_len=" + std::to_string(run.max_input_bytes),
      "-timeout=" + std::to_string(kHangSeconds),
      std::string("-artifact_prefix=") + (outputs != nullptr ? outputs : ".") + "/",
      "-print_final_stats=1",
  };
  std::printf("fuzz %s under libFuzzer:", run.name.c_str());
  for (const std::string& arg : args) std::printf(" %s", arg.c_str());
  std::printf("\n");
  std::fflush(stdout);
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int argc = static_cast<int>(args.size());
  char** argv_pointer = argv.data();
  LLVMFuzzerRunDriver(&argc, &argv_pointer, TestOne);
  std::exit(0);  // libFuzzer exits by itself; in case it returns
}

}  // namespace

bool RunLibFuzzer(LibFuzzerRun run) {
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child < 0) return false;
  if (child == 0) RunInChild(run);
  int status = 0;
  if (waitpid(child, &status, 0) != child) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace games::fuzzing

// libFuzzer's mutator hook: the run's own mutation three times in four,
// libFuzzer's byte mutations otherwise (they reach a parser's corners and
// the comparisons libFuzzer traces).
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size,
                                          unsigned int seed) {
  using games::fuzzing::g_run;
  games::SeededRandom random(seed);
  if (g_run == nullptr || !g_run->mutate || random.Below(4) == 0) {
    return LLVMFuzzerMutate(data, size, max_size);
  }
  std::string input(reinterpret_cast<const char*>(data), size);
  if (!g_run->mutate(&input, random) || input.size() > max_size) {
    return LLVMFuzzerMutate(data, size, max_size);
  }
  std::memcpy(data, input.data(), input.size());
  return input.size();
}
