#include "engines/testing/faulty_policy.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <thread>

#include "absl/strings/str_cat.h"
#include "engines/common/stdio_server.h"
#include "games/common/seeded_random.h"
#include "protocol/engine_info.h"

namespace engines {
namespace {

// The fault to commit for `request`: `fault` from ply `after` on.
std::string DueFault(const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  return request.ply() < options.Int("after") ? "none" : options.String("fault");
}

}  // namespace

bot::v1::EngineInfo FaultyPolicy::Info() const {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("faulty", "1.0", "*");
  *info.add_options() = protocol::EnumOption(
      "fault", "none",
      {"none", "crash", "sleep", "illegal", "wrong_game", "malformed", "error", "not_json",
       "wrong_shape", "no_action", "unknown_method", "wrong_id", "wrong_key", "partial_line",
       "huge_line", "unsolicited_output"},
      "how to misbehave: crash (exit the process with code 3), sleep (answer after "
      "`sleep_ms`), illegal (an action not in the legal list), wrong_game (an action of another "
      "game), malformed (an empty Reversi action), error (an error answer); with --stdio only: "
      "not_json (a line that is not JSON), wrong_shape (JSON of the wrong types), no_action (a "
      "decide answer without an action), unknown_method (an answer under an unknown key), "
      "wrong_id (the answer under another id), wrong_key (the right id under the prepare key), "
      "partial_line (half the answer line, then silence), huge_line (4 MiB without a newline), "
      "unsolicited_output (a line after the answer, before the next request)");
  *info.add_options() = protocol::IntOption("after", 0, 0, 1000, "misbehave from this ply on");
  *info.add_options() =
      protocol::IntOption("sleep_ms", 60000, 0, 3600000, "how long `sleep` sleeps");
  *info.add_options() =
      protocol::EnumOption("report", "nothing", {"nothing", "score"},
                           "what SearchInfo carries: nothing, or `score` (for adjudication tests)");
  *info.add_options() =
      protocol::DoubleOption("score", 0, -1000, 1000, "the score reported with report=score");
  *info.add_options() =
      protocol::IntOption("prepare_ms", 0, 0, 600000, "how long Prepare takes (a slow setup)");
  *info.add_options() = protocol::IntOption(
      "chatter", 0, 0, 1 << 20, "bytes written to stderr at each decision (a chatty engine)");
  *info.add_options() = protocol::IntOption(
      "allocate_mb", 0, 0, 4096,
      "MiB allocated at each decision (one byte touched, then freed): past a memory limit "
      "(memory_mb=) the engine dies of std::bad_alloc");
  return info;
}

absl::Status FaultyPolicy::Prepare(const bot::v1::PrepareRequest&,
                                   const protocol::OptionValues& options) {
  std::this_thread::sleep_for(std::chrono::milliseconds(options.Int("prepare_ms")));
  return absl::OkStatus();
}

absl::StatusOr<bot::v1::DecideResponse> FaultyPolicy::Decide(
    const bot::v1::DecideRequest& request, const protocol::OptionValues& options) {
  bot::v1::DecideResponse response;
  games::SeededRandom random(request.seed());
  *response.mutable_action() =
      request.legal_actions(static_cast<int>(random.Below(request.legal_actions_size())));
  if (options.String("report") == "score")
    response.mutable_info()->set_score(options.Double("score"));
  const std::string fault = DueFault(request, options);
  if (const int64_t chatter = options.Int("chatter"); chatter > 0) {
    std::string text(static_cast<size_t>(chatter), 'c');
    text.back() = '\n';
    std::fwrite(text.data(), 1, text.size(), stderr);
  }
  if (const int64_t megabytes = options.Int("allocate_mb"); megabytes > 0) {
    // Written through a volatile pointer, so the allocation cannot be elided.
    volatile char* block = new char[static_cast<size_t>(megabytes) << 20];
    block[0] = 1;
    delete[] block;
  }

  if (fault == "crash") {
    std::_Exit(3);
  } else if (fault == "sleep") {
    std::this_thread::sleep_for(std::chrono::milliseconds(options.Int("sleep_ms")));
  } else if (fault == "illegal") {
    // A square that is never legal: an occupied centre square.
    response.mutable_action()->mutable_reversi()->set_square(27);
  } else if (fault == "wrong_game") {
    // A well-formed action of another game.
    response.mutable_action()->Clear();
    if (request.game() == "reversi") {
      response.mutable_action()->mutable_yacht()->set_category(0);
    } else {
      response.mutable_action()->mutable_reversi()->set_square(0);
    }
  } else if (fault == "malformed") {
    response.mutable_action()->mutable_reversi()->Clear();
  } else if (fault == "error") {
    return absl::InternalError("deliberate engine error");
  }
  return response;
}

std::string FaultyPolicy::StdioAnswer(const bot::v1::StdioRequest& request,
                                      const bot::v1::StdioResponse& answer) const {
  const std::string line = StdioJson(answer);
  std::string fault = "none";
  if (request.has_decide() && answer.has_decide()) {
    const std::map<std::string, std::string> given(request.decide().options().begin(),
                                                   request.decide().options().end());
    absl::StatusOr<protocol::OptionValues> options =
        protocol::OptionValues::Resolve(Info().options(), given);
    if (options.ok()) fault = DueFault(request.decide(), *options);
  }
  const std::string id = absl::StrCat("{\"id\":", answer.id());
  if (fault == "not_json") return "this is not JSON\n";
  if (fault == "wrong_shape") return absl::StrCat(id, ",\"decide\":{\"action\":42}}\n");
  if (fault == "no_action") return absl::StrCat(id, ",\"decide\":{}}\n");
  if (fault == "unknown_method") return absl::StrCat(id, ",\"move\":{}}\n");
  if (fault == "wrong_id" || fault == "wrong_key") {
    bot::v1::StdioResponse wrong = answer;
    if (fault == "wrong_id") {
      wrong.set_id(answer.id() + 1000);
    } else {
      wrong.mutable_prepare();
    }
    return StdioJson(wrong) + "\n";
  }
  if (fault == "partial_line") return line.substr(0, line.size() / 2);
  if (fault == "huge_line") return std::string(size_t{4} << 20, 'x');
  // In one write with the answer, so the harness reads both at once.
  if (fault == "unsolicited_output") return line + "\nunsolicited output\n";
  return line + "\n";
}

}  // namespace engines
