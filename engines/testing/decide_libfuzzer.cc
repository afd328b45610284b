#include "engines/testing/decide_libfuzzer.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "engines/testing/decide_judge.h"
#include "engines/testing/request_mutator.h"
#include "games/common/fuzzing/libfuzzer.h"

namespace engines::fuzz {
namespace {

// An input is one byte choosing the option set, then the request without
// options, serialized.
std::string Encode(bot::v1::DecideRequest request, size_t option_set) {
  request.clear_options();
  return std::string(1, static_cast<char>(option_set)) + request.SerializeAsString();
}

bool Decode(const std::string& input, size_t option_sets, bot::v1::DecideRequest* request,
            size_t* option_set) {
  if (input.empty() ||
      !request->ParseFromArray(input.data() + 1, static_cast<int>(input.size() - 1)))
    return false;
  *option_set = static_cast<unsigned char>(input[0]) % option_sets;
  return true;
}

}  // namespace

bool RunUnderLibFuzzer(EnginePolicy& policy, const FuzzSettings& settings,
                       const std::vector<bot::v1::DecideRequest>& pool,
                       const std::vector<const bot::v1::DecideRequest*>& own,
                       std::function<bool(const FuzzReport&)> finish) {
  // Shared by the callbacks; the child's report is read when libFuzzer exits.
  auto report = std::make_shared<FuzzReport>();
  auto mutator = std::make_shared<RequestMutator>(pool);
  const bot::v1::EngineInfo info = policy.Info();
  const size_t option_sets = settings.option_sets.size();

  games::fuzzing::LibFuzzerRun run;
  run.name = info.name();
  run.seed = settings.seed;
  run.runs = settings.iterations;
  for (size_t i = 0; i < own.size(); ++i) run.corpus.push_back(Encode(*own[i], i % option_sets));
  run.test_one = [&policy, &settings, info, option_sets, report](const std::string& input) {
    bot::v1::DecideRequest request;
    size_t option_set = 0;
    if (!Decode(input, option_sets, &request, &option_set)) return false;
    // The set's options and the test's limits over whatever the bytes say:
    // unbounded limits would only make searches long.
    for (const auto& [name, value] : settings.option_sets[option_set]) {
      (*request.mutable_options())[name] = value;
    }
    *request.mutable_limits() = settings.limits;
    const Outcome outcome = Execute(policy, info, request);
    ++report->executions;
    const std::string broken =
        Judge(policy, settings, request, /*real=*/false, outcome, report.get());
    if (!broken.empty()) {
      std::fprintf(stderr, "\nfuzz: %s; request: %s\n", broken.c_str(),
                   request.ShortDebugString().c_str());
      std::abort();  // libFuzzer saves the input and ends the run
    }
    return true;
  };
  run.mutate = [&own, option_sets, mutator](std::string* input, games::SeededRandom& random) {
    bot::v1::DecideRequest request;
    size_t option_set = 0;
    if (!Decode(*input, option_sets, &request, &option_set) || random.Below(32) == 0) {
      request = *own[random.Below(own.size())];
      option_set = random.Below(option_sets);
    }
    mutator->Mutate(&request, random);
    *input = Encode(request, option_set);
    return true;
  };
  run.finish = [finish = std::move(finish), report] { return finish(*report); };
  return games::fuzzing::RunLibFuzzer(std::move(run));
}

}  // namespace engines::fuzz
