#include "games/common/fuzzing/byte_fuzz.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <iterator>
#include <memory>

#include "games/common/fuzzing/fuzz_loop.h"
#include "games/common/fuzzing/libfuzzer.h"
#include "gtest/gtest.h"

namespace games::fuzzing {
namespace {

// One input in this many is a seed as it is.
constexpr int64_t kSeedEvery = 16;
constexpr size_t kFailuresKept = 10;
constexpr size_t kQuoted = 2000;

// Numbers at the edges of the types readers convert to.
const char* const kExtremes[] = {
    "0",
    "-1",
    "-0",
    "2147483647",
    "2147483648",
    "-2147483649",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551616",
    "1e309",
    "-1e309",
    "nan",
    "inf",
    "0.5",
    "1e-320",
    "0x10",
};

const std::string& Pick(const std::vector<std::string>& list, SeededRandom& random) {
  return list[random.Below(list.size())];
}

void MutateOnce(std::string* bytes, SeededRandom& random,
                const std::vector<std::string>& dictionary,
                const std::vector<std::string>& corpus) {
  const size_t at = random.Below(bytes->size() + 1);  // a position, end included
  const bool inside = at < bytes->size();
  switch (random.Below(10)) {
    case 0:
      if (inside) (*bytes)[at] = static_cast<char>((*bytes)[at] ^ (1 << random.Below(8)));
      break;
    case 1:
      if (inside) (*bytes)[at] = static_cast<char>(random.Below(256));
      break;
    case 2:
      bytes->insert(at, 1, static_cast<char>(random.Below(256)));
      break;
    case 3:
      bytes->erase(at, 1 + random.Below(16));
      break;
    case 4:  // a range repeated in place, or copied elsewhere
      if (!bytes->empty()) {
        const size_t from = random.Below(bytes->size());
        bytes->insert(at, bytes->substr(from, 1 + random.Below(64)));
      }
      break;
    case 5:
    case 6:
      if (!dictionary.empty()) bytes->insert(at, Pick(dictionary, random));
      break;
    case 7: {
      // A number replaces the digits at `at` (or goes in there).
      size_t end = at;
      while (end < bytes->size() &&
             (std::isdigit(static_cast<unsigned char>((*bytes)[end])) || (*bytes)[end] == '-')) {
        ++end;
      }
      bytes->replace(at, end - at, kExtremes[random.Below(std::size(kExtremes))]);
      break;
    }
    case 8:
      if (!corpus.empty()) {
        const std::string& other = Pick(corpus, random);
        bytes->replace(at, std::string::npos, other.substr(random.Below(other.size() + 1)));
      }
      break;
    default:
      bytes->resize(at);
      break;
  }
}

Verdict Run(const ByteTarget& target, const std::string& input) {
  try {
    return target.run(input);
  } catch (const std::exception& e) {
    return Broken(std::string("threw ") + e.what());
  } catch (...) {
    return Broken("threw an exception of unknown type");
  }
}

// The rule `verdict` breaks, or "".
std::string Judge(const Verdict& verdict, bool seed) {
  switch (verdict.kind) {
    case Verdict::kAccepted:
      return "";
    case Verdict::kRefused:
      if (verdict.detail.empty() || verdict.detail.find('\n') != std::string::npos) {
        return "refused without one line: '" + Escaped(verdict.detail) + "'";
      }
      return seed ? "refused a valid input: " + verdict.detail : "";
    default:
      return verdict.detail;
  }
}

void PrintSummary(const ByteTarget& target, uint64_t seed, const ByteFuzzReport& report) {
  std::vector<std::pair<int64_t, std::string>> commonest;
  for (const auto& [reason, count] : report.reasons) commonest.emplace_back(-count, reason);
  std::sort(commonest.begin(), commonest.end());
  std::cout << "fuzz " << target.name << ": seed " << seed << ", " << report.executions
            << " executions (FUZZ_SEED, FUZZ_ITERATIONS change them): " << report.accepted
            << " accepted, " << report.refused << " refused, " << report.failed
            << " broke the rules; commonest refusals:\n";
  for (size_t i = 0; i < commonest.size() && i < 12; ++i) {
    std::cout << "  " << -commonest[i].first << "  " << commonest[i].second << "\n";
  }
  std::cout << std::flush;
}

// Counts one input's verdict in `report`; the rule it broke, or "".
std::string Tally(const Verdict& verdict, bool as_seeded, ByteFuzzReport* report) {
  ++report->executions;
  const std::string broken = Judge(verdict, as_seeded);
  if (!broken.empty()) {
    ++report->failed;
  } else if (verdict.kind == Verdict::kAccepted) {
    ++report->accepted;
  } else {
    ++report->refused;
    ++report->reasons[Folded(verdict.detail)];
  }
  return broken;
}

// The same judging under libFuzzer (libfuzzer.h): the seeds are its corpus,
// MutateBytes its mutator. Whether the run was sound.
bool FuzzBytesUnderLibFuzzer(const ByteTarget& target, uint64_t seed, int64_t iterations) {
  // Shared by the callbacks; the child's report is read when libFuzzer exits.
  auto report = std::make_shared<ByteFuzzReport>();
  LibFuzzerRun run;
  run.name = target.name;
  run.corpus = target.seeds;
  run.seed = seed;
  run.runs = iterations;
  run.max_input_bytes = target.max_size;
  run.test_one = [&target, report](const std::string& input) {
    const std::string broken = Tally(Run(target, input), /*as_seeded=*/false, report.get());
    if (!broken.empty()) {
      std::fprintf(stderr, "\nfuzz: %s; input: '%s'\n", broken.c_str(),
                   Escaped(input).substr(0, kQuoted).c_str());
      std::abort();  // libFuzzer saves the input and ends the run
    }
    return true;
  };
  run.mutate = [&target](std::string* input, SeededRandom& random) {
    MutateBytes(input, random, target.dictionary, target.seeds);
    if (input->size() > target.max_size) input->resize(target.max_size);
    return true;
  };
  run.finish = [&target, seed, report] {
    PrintSummary(target, seed, *report);
    return report->failed == 0 && report->accepted > 0 && report->refused > 0;
  };
  return RunLibFuzzer(std::move(run));
}

}  // namespace

std::string Escaped(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7f && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\x%02x", c);
      out += escape;
    }
  }
  return out;
}

void MutateBytes(std::string* bytes, SeededRandom& random,
                 const std::vector<std::string>& dictionary,
                 const std::vector<std::string>& corpus) {
  const int mutations = 1 + static_cast<int>(random.Below(4));
  for (int m = 0; m < mutations; ++m) MutateOnce(bytes, random, dictionary, corpus);
}

ByteFuzzReport FuzzBytes(const ByteTarget& target, uint64_t seed, int64_t iterations) {
  ByteFuzzReport report;
  SeededRandom random(MixSeeds(seed, 0xb17e));
  InstallCrashHandler();
  for (int64_t i = 0; i < iterations; ++i) {
    std::string input = Pick(target.seeds, random);
    const bool as_seeded = i % kSeedEvery == 0;
    if (!as_seeded) {
      MutateBytes(&input, random, target.dictionary, target.seeds);
      if (input.size() > target.max_size) input.resize(target.max_size);
    }
    BeginExecution(seed, i, [&input] { return Escaped(input); });
    const Verdict verdict = Run(target, input);
    EndExecution();
    const std::string broken = Tally(verdict, as_seeded, &report);
    if (!broken.empty() && report.failures.size() < kFailuresKept) {
      report.failures.push_back("iteration " + std::to_string(i) + ": " + broken + "; input: '" +
                                Escaped(input).substr(0, kQuoted) + "'");
    }
  }
  PrintSummary(target, seed, report);
  return report;
}

void ExpectSoundUnderByteFuzz(const ByteTarget& target, int64_t default_iterations) {
  const uint64_t seed = static_cast<uint64_t>(EnvironmentOr("FUZZ_SEED", 1));
  const int64_t iterations = EnvironmentOr("FUZZ_ITERATIONS", default_iterations);
  ASSERT_FALSE(target.seeds.empty()) << target.name << " has no seed input";
  if (LibFuzzerLinked()) {
    EXPECT_TRUE(FuzzBytesUnderLibFuzzer(target, seed, iterations)) << "libFuzzer's output above";
    return;
  }
  const ByteFuzzReport report = FuzzBytes(target, seed, iterations);
  EXPECT_EQ(report.executions, iterations);
  std::string failures;
  for (const std::string& failure : report.failures) failures += failure + "\n";
  EXPECT_EQ(report.failed, 0) << failures;
  EXPECT_GT(report.accepted, 0);
  EXPECT_GT(report.refused, 0);
}

}  // namespace games::fuzzing
