#include "harness/play/engine_check.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"
#include "google/protobuf/util/json_util.h"
#include "harness/play/answer_times.h"
#include "harness/play/match_runner.h"
#include "harness/play/schedule.h"
#include "harness/play/termination.h"
#include "harness/play/time_options.h"
#include "protocol/action_match.h"
#include "protocol/engine_info.h"
#include "protocol/option_values.h"

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

// Without --games: stop adding seat rotations after this long, so a slow
// engine is still checked within about a minute.
constexpr auto kDefaultGamesTime = std::chrono::seconds(40);
constexpr int kMaxDefaultGames = 1000;

double MillisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The values an option is tried at: the ends of its range, every choice.
std::vector<std::string> ExtremeValues(const bot::v1::OptionSpec& spec) {
  switch (spec.type()) {
    case bot::v1::OptionSpec::INT:
      return {absl::StrCat(static_cast<int64_t>(spec.min())),
              absl::StrCat(static_cast<int64_t>(spec.max()))};
    case bot::v1::OptionSpec::DOUBLE:
      return {absl::StrFormat("%.17g", spec.min()), absl::StrFormat("%.17g", spec.max())};
    case bot::v1::OptionSpec::BOOL:
      return {"false", "true"};
    case bot::v1::OptionSpec::ENUM:
      return {spec.choices().begin(), spec.choices().end()};
    default:
      return {};  // a STRING has no extremes
  }
}

// A position the engine was asked about, to ask again.
struct Sample {
  std::unique_ptr<games::Game> game;  // before the answer
  bot::v1::DecideRequest request;
};

class EngineChecker {
 public:
  EngineChecker(const EngineCheckSettings& settings,
                const std::function<void(const CheckLine&)>& report)
      : settings_(settings), report_(report) {}

  bool Run() {
    using Step = bool (EngineChecker::*)();
    const Step steps[] = {&EngineChecker::Start, &EngineChecker::Info,    &EngineChecker::Prepare,
                          &EngineChecker::Games, &EngineChecker::Repeats, &EngineChecker::Extremes};
    for (Step step : steps) {
      if (!(this->*step)()) {
        for (const std::string& check : CheckNames()) {
          if (!reported_.count(check)) Say(Verdict::kSkip, check, "after the failure above");
        }
        return false;
      }
    }
    return true;
  }

 private:
  const std::string& name() const { return settings_.engine.name(); }
  int64_t deadline_ms() const { return settings_.move_time_ms + settings_.deadline_margin_ms; }

  void Say(Verdict verdict, const std::string& check, const std::string& detail) {
    reported_[check] = true;
    report_({verdict, check, detail});
  }
  bool Pass(const std::string& check, const std::string& detail) {
    Say(Verdict::kPass, check, detail);
    return true;
  }
  // A failure, with what to replay (if anything) written to a file.
  bool Fail(const std::string& check, const std::string& detail,
            const google::protobuf::Message* offending = nullptr) {
    Say(Verdict::kFail, check, absl::StrCat(detail, Written(offending, "failure")));
    return false;
  }

  // "; Decide request written to DIR/check-failure-NAME.json", or "".
  std::string Written(const google::protobuf::Message* message, const std::string& kind) {
    if (message == nullptr) return "";
    std::string safe = name();
    for (char& c : safe) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
    }
    const std::string path = (std::filesystem::path(settings_.out_dir) /
                              absl::StrCat("check-", kind, "-", safe, ".json"))
                                 .string();
    std::error_code error;
    std::filesystem::create_directories(settings_.out_dir, error);
    google::protobuf::util::JsonPrintOptions options;
    options.always_print_primitive_fields = true;
    std::string json;
    (void)google::protobuf::util::MessageToJsonString(*message, &json, options);
    std::ofstream file(path);
    file << json << "\n";
    const std::string what = message->GetDescriptor()->name();
    if (!file) return absl::StrCat("; could not write the ", what, " to ", path);
    return absl::StrCat("; ", what, " written to ", path);
  }

  // The engine starts (or the address answers) and answers GetInfo within
  // the start-up limit.
  bool Start() {
    const auto started = Clock::now();
    EngineConnection probe(settings_.engine, settings_.launch);
    absl::StatusOr<EngineTransport*> transport = probe.Start();
    if (!transport.ok()) return Fail("start", std::string(transport.status().message()));
    absl::StatusOr<bot::v1::EngineInfo> info =
        (*transport)->GetInfo(settings_.launch.startup_timeout_ms);
    if (!info.ok()) {
      const std::string exit_status = probe.ExitStatus(500);
      return Fail("start", absl::StrCat(info.status().message(),
                                        exit_status.empty() ? "" : "; the engine ", exit_status));
    }
    info_ = *std::move(info);
    return Pass("start",
                absl::StrFormat("answered GetInfo %.0f ms after starting (limit %d ms; %s)",
                                MillisecondsSince(started), settings_.launch.startup_timeout_ms,
                                (*transport)->Describe()));
  }

  // GetInfo is well formed and covers what is checked: game, variant,
  // seats and the spec's options.
  bool Info() {
    absl::Status sound = protocol::CheckEngineInfo(info_);
    if (!sound.ok()) return Fail("get_info", std::string(sound.message()), &info_);
    absl::Status chosen = ChooseGame();
    if (!chosen.ok()) return Fail("get_info", std::string(chosen.message()), &info_);
    std::map<std::string, std::string> given(settings_.engine.options().begin(),
                                             settings_.engine.options().end());
    absl::StatusOr<protocol::OptionValues> resolved =
        protocol::OptionValues::Resolve(info_.options(), given);
    if (!resolved.ok()) return Fail("get_info", std::string(resolved.status().message()));
    Pass("get_info", absl::StrCat(info_.name(), " ", info_.version(), ": ", info_.options_size(),
                                  info_.options_size() == 1 ? " option" : " options",
                                  ", well formed; checking ", game_,
                                  variant_.empty() ? "" : absl::StrCat(" variant ", variant_), ", ",
                                  seats_, seats_ == 1 ? " seat" : " seats"));
    const std::string warning = TimeOptionWarning(settings_.engine, info_, settings_.move_time_ms);
    if (!warning.empty()) Say(Verdict::kWarn, "time_option", warning.substr(warning.find(':') + 2));
    return true;
  }

  // The game, variant and seat count to check, from the settings or the
  // engine's declaration.
  absl::Status ChooseGame() {
    game_ = settings_.game;
    variant_ = settings_.variant;
    if (game_.empty()) {
      for (const bot::v1::GameSupport& support : info_.games()) {
        if (support.game() == "*") {
          game_ = games::RegisteredGames().front().id;
        } else if (games::FindGame(support.game()) != nullptr) {
          game_ = support.game();
          if (variant_.empty() && !support.variants().empty()) variant_ = support.variants(0);
        }
        if (!game_.empty()) break;
      }
      if (game_.empty()) {
        return absl::InvalidArgumentError(
            absl::StrCat("GetInfo lists no game this harness referees (known: ",
                         absl::StrJoin(games::KnownGames(), ", "), ")"));
      }
    }
    const games::GameType* type = games::FindGame(game_);
    if (type == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown game '", game_, "' (known: ", absl::StrJoin(games::KnownGames(), ", "), ")"));
    }
    seats_ = settings_.seats;
    if (seats_ == 0) {
      seats_ = std::clamp(2, type->min_seats, type->max_seats);
      for (size_t i = 0; i < type->variants.size(); ++i) {
        const bool named = type->variants[i].name == variant_ || (i == 0 && variant_.empty());
        if (named && type->variants[i].seats != 0) seats_ = type->variants[i].seats;
      }
    }
    absl::StatusOr<std::unique_ptr<games::Game>> game = games::NewGame(game_, variant_, 0, seats_);
    if (!game.ok()) return game.status();
    if (!protocol::PlaysGame(info_, game_, variant_)) {
      return absl::InvalidArgumentError(absl::StrCat(
          info_.name(), " does not declare ", game_,
          variant_.empty() ? "" : absl::StrCat(" variant ", variant_), " among its games"));
    }
    return absl::OkStatus();
  }

  bot::v1::PrepareRequest PrepareRequestWith(
      const google::protobuf::Map<std::string, std::string>& options) const {
    bot::v1::PrepareRequest request;
    request.set_game(game_);
    request.set_variant(variant_);
    *request.mutable_options() = options;
    return request;
  }

  // A fresh engine for the chosen game answers Prepare (or does not
  // implement it).
  bool Prepare() {
    LaunchSettings launch = settings_.launch;
    launch.game = game_;
    launch.variant = variant_;
    engine_ = std::make_unique<EngineConnection>(settings_.engine, launch);
    absl::StatusOr<EngineTransport*> transport = engine_->Start();
    if (!transport.ok()) {
      return Fail("prepare", absl::StrCat("restarting it: ", transport.status().message()));
    }
    const auto started = Clock::now();
    absl::Status prepared = engine_->Prepare();
    if (!prepared.ok()) {
      const bot::v1::PrepareRequest request = PrepareRequestWith(settings_.engine.options());
      return Fail("prepare", std::string(prepared.message()), &request);
    }
    return Pass("prepare",
                absl::StrFormat("ready after %.0f ms (answering UNIMPLEMENTED counts as ready)",
                                MillisecondsSince(started)));
  }

  tourney::v1::TournamentConfig GamesConfig() const {
    tourney::v1::TournamentConfig config;
    config.set_game(game_);
    config.set_variant(variant_);
    config.set_seats_per_game(seats_);
    *config.add_engines() = settings_.engine;
    for (int i = 1; i < std::max(2, seats_); ++i) {
      tourney::v1::EngineSpec* random = config.add_engines();
      random->set_name(absl::StrCat("check-random-", i));
      random->set_builtin("random");
    }
    config.set_seed(settings_.seed);
    config.set_move_time_ms(settings_.move_time_ms);
    config.set_deadline_margin_ms(settings_.deadline_margin_ms);
    ApplyDefaults(&config);
    return config;
  }

  // Seeded games against `random`, the engine in every seat in turn, played
  // by the tournament's own referee loop.
  bool Games() {
    const tourney::v1::TournamentConfig config = GamesConfig();
    absl::Status valid = ValidateConfig(config);
    if (!valid.ok()) return Fail("games", std::string(valid.message()));
    LaunchSettings launch = settings_.launch;
    launch.game = game_;
    launch.variant = variant_;
    std::vector<std::unique_ptr<EngineConnection>> randoms;
    for (int i = 1; i < config.engines_size(); ++i) {
      randoms.push_back(std::make_unique<EngineConnection>(config.engines(i), launch));
    }

    const auto started = Clock::now();
    int decisions = 0;
    int game_index = 0;
    for (;; ++game_index) {
      const bool rotation_done = game_index % seats_ == 0;
      if (settings_.games > 0
              ? game_index == settings_.games
              : rotation_done && game_index > 0 &&
                    (decisions >= kCheckDecisions || Clock::now() - started > kDefaultGamesTime ||
                     game_index >= kMaxDefaultGames)) {
        break;
      }
      const int engine_seat = game_index % seats_;
      ScheduledGame scheduled;
      scheduled.game_index = game_index;
      scheduled.pair_index = game_index / seats_;
      scheduled.seed = PairSeed(config.seed(), scheduled.pair_index);
      std::vector<EngineConnection*> seats;
      for (int seat = 0, next_random = 0; seat < seats_; ++seat) {
        scheduled.seats.push_back(seat == engine_seat ? 0 : next_random + 1);
        seats.push_back(seat == engine_seat ? engine_.get() : randoms[next_random++].get());
      }
      const bool collect = samples_.empty();
      std::unique_ptr<bot::v1::DecideRequest> last_request;
      const tourney::v1::GameRecord record =
          PlayGame(config, scheduled, seats,
                   [&](const games::Game& game, const bot::v1::DecideRequest& request,
                       const DecideOutcome& outcome, Clock::duration took) {
                     if (request.seat() != engine_seat) return;
                     last_request = std::make_unique<bot::v1::DecideRequest>(request);
                     if (outcome.fault != CallFault::kNone) return;
                     ++decisions;
                     times_.Add(std::chrono::duration<double, std::milli>(took).count(), game_index,
                                request.ply());
                     if (collect && request.legal_actions_size() > 1) {
                       samples_.push_back({game.Clone(), request});
                     }
                   });
      if (record.termination() == "normal") continue;
      const std::string what = absl::StrCat(
          "game ", game_index, " (seed ", record.seed(), ") lost at ply ", record.plies(), " by ",
          record.termination(), ": ", record.termination_detail());
      if (record.fault_seat() != engine_seat) {
        return Fail("games", absl::StrCat("the random opponent in seat ", record.fault_seat(),
                                          " failed, not the engine: ", what));
      }
      return Fail("games", absl::StrCat("the engine in seat ", engine_seat, ": ", what),
                  last_request.get());
    }
    const std::string where =
        game_index >= seats_
            ? absl::StrCat("each of the ", seats_, seats_ == 1 ? " seat" : " seats")
            : absl::StrCat(game_index, " of the ", seats_, " seats");
    Pass("games", absl::StrCat(game_index, " games against random, the engine in ", where, ": ",
                               decisions, " decisions, every answer legal and within the ",
                               deadline_ms(), " ms deadline"));
    const AnswerTimes::Summary summary = times_.Summarize();
    const std::string spread = absl::StrFormat(
        "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (game %d, ply %d) over %d answers",
        summary.p50, summary.p90, summary.p99, summary.max, summary.slowest_game,
        summary.slowest_ply, summary.count);
    const int over = times_.CountOver(static_cast<double>(settings_.move_time_ms));
    if (over > 0) {
      Say(Verdict::kWarn, "answer_time",
          absl::StrCat(spread, "; ", over, " took longer than the ", settings_.move_time_ms,
                       " ms offered (time_budget_ms): in time only thanks to the ",
                       settings_.deadline_margin_ms, " ms margin"));
    } else {
      Pass("answer_time", absl::StrCat(spread, "; budget ", settings_.move_time_ms,
                                       " ms, deadline ", deadline_ms(), " ms"));
    }
    return true;
  }

  // The middle one of the positions kept from the first game with a choice.
  const Sample* Position() const {
    return samples_.empty() ? nullptr : &samples_[samples_.size() / 2];
  }

  // Asks `request` about the sample position; "" when the answer is legal
  // and in time, else the reason (and the engine is restarted).
  std::string Ask(const bot::v1::DecideRequest& request, bot::v1::Action* action) {
    absl::StatusOr<EngineTransport*> transport = engine_->Get();
    if (!transport.ok()) return absl::StrCat("crash: ", transport.status().message());
    const DecideOutcome outcome = (*transport)->Decide(request, deadline_ms());
    if (outcome.fault != CallFault::kNone) {
      const std::string exit_status =
          engine_->ExitStatus(outcome.fault == CallFault::kUnavailable ? 500 : 0);
      engine_->Reset();
      return absl::StrCat(FaultName(outcome.fault), ": ",
                          exit_status.empty() ? "" : absl::StrCat("engine ", exit_status, "; "),
                          outcome.detail);
    }
    const games::ApplyResult applied = Position()->game->Clone()->Apply(outcome.response.action());
    if (!applied.ok()) return absl::StrCat(FaultName(applied.fault), ": ", applied.detail);
    *action = outcome.response.action();
    return "";
  }

  // The same request twice gets the same answer (a warning otherwise).
  bool Repeats() {
    const Sample* sample = Position();
    if (sample == nullptr) return Pass("repeatable", "no decision with a choice to repeat");
    bot::v1::Action first, second;
    for (bot::v1::Action* action : {&first, &second}) {
      const std::string problem = Ask(sample->request, action);
      if (!problem.empty()) {
        return Fail("repeatable",
                    absl::StrCat("asked again at ply ", sample->request.ply(), ": ", problem),
                    &sample->request);
      }
    }
    if (protocol::SameAction(first, second)) {
      return Pass("repeatable", absl::StrCat("the same request (seed ", sample->request.seed(),
                                             ") got the same answer twice"));
    }
    Say(Verdict::kWarn, "repeatable",
        absl::StrCat("the same request (seed ", sample->request.seed(), ") got two answers, {",
                     first.ShortDebugString(), "} then {", second.ShortDebugString(),
                     "}: replays will differ (fine for an engine that plays by the clock)",
                     Written(&sample->request, "warning")));
    return true;
  }

  // Every declared option at each end of its range and at each choice:
  // Prepare, then a legal answer in time on a real position.
  bool Extremes() {
    const Sample* sample = Position();
    if (sample == nullptr) return Pass("option_extremes", "no decision with a choice to ask");
    std::vector<std::string> tried;
    for (const bot::v1::OptionSpec& option : info_.options()) {
      for (const std::string& value : ExtremeValues(option)) {
        bot::v1::DecideRequest request = sample->request;
        (*request.mutable_options())[option.name()] = value;
        const std::string setting = absl::StrCat(option.name(), "=", value);
        const bot::v1::PrepareRequest prepare = PrepareRequestWith(request.options());
        absl::StatusOr<EngineTransport*> transport = engine_->Get();
        absl::Status prepared =
            transport.ok() ? (*transport)->Prepare(prepare, settings_.launch.prepare_timeout_ms)
                           : transport.status();
        if (!prepared.ok()) {
          engine_->Reset();
          return Fail("option_extremes",
                      absl::StrCat(setting, ": Prepare failed: ", prepared.message()), &prepare);
        }
        bot::v1::Action action;
        const std::string problem = Ask(request, &action);
        if (!problem.empty()) {
          return Fail("option_extremes", absl::StrCat(setting, ": ", problem), &request);
        }
        tried.push_back(setting);
      }
    }
    if (tried.empty()) return Pass("option_extremes", "no option with extremes declared");
    return Pass("option_extremes",
                absl::StrCat(tried.size(), " settings each answered legally in time: ",
                             absl::StrJoin(tried, " ")));
  }

  const EngineCheckSettings& settings_;
  const std::function<void(const CheckLine&)>& report_;
  std::map<std::string, bool> reported_;
  bot::v1::EngineInfo info_;
  std::string game_;
  std::string variant_;
  int seats_ = 2;
  std::unique_ptr<EngineConnection> engine_;
  AnswerTimes times_;
  std::vector<Sample> samples_;
};

}  // namespace

const char* VerdictName(Verdict verdict) {
  switch (verdict) {
    case Verdict::kPass:
      return "PASS";
    case Verdict::kWarn:
      return "WARN";
    case Verdict::kFail:
      return "FAIL";
    default:
      return "SKIP";
  }
}

const std::vector<std::string>& CheckNames() {
  static const auto* const kNames = new std::vector<std::string>{
      "start", "get_info", "prepare", "games", "answer_time", "repeatable", "option_extremes"};
  return *kNames;
}

bool CheckEngine(const EngineCheckSettings& settings,
                 const std::function<void(const CheckLine&)>& report) {
  return EngineChecker(settings, report).Run();
}

}  // namespace harness
