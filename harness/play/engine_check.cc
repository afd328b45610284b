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
#include "harness/plan/resolved_tournament.h"
#include "harness/play/answer_times.h"
#include "harness/play/engine_vetting.h"
#include "harness/play/match_runner.h"
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
          if (!reported_.count(check)) Say(CheckVerdict::kSkip, check, "after the failure above");
        }
        return false;
      }
    }
    return true;
  }

 private:
  const std::string& name() const { return settings_.engine.name(); }
  int64_t deadline_ms() const { return settings_.move_time_ms + settings_.deadline_margin_ms; }

  void Say(CheckVerdict verdict, const std::string& check, const std::string& detail) {
    reported_[check] = true;
    report_({verdict, check, detail});
  }
  bool Pass(const std::string& check, const std::string& detail) {
    Say(CheckVerdict::kPass, check, detail);
    return true;
  }
  // A failure, with what to replay (if anything) written to a file.
  bool Fail(const std::string& check, const std::string& detail,
            const google::protobuf::Message* offending = nullptr) {
    Say(CheckVerdict::kFail, check, absl::StrCat(detail, Written(offending, "failure")));
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
    EngineConnection probe(settings_.engine, settings_.launch);
    absl::StatusOr<EngineIntroduction> introduced =
        IntroduceEngine(probe, settings_.launch.startup_timeout_ms);
    if (!introduced.ok()) return Fail("start", std::string(introduced.status().message()));
    info_ = std::move(introduced->info);
    return Pass("start",
                absl::StrFormat("answered GetInfo %.0f ms after starting (limit %d ms; %s)",
                                introduced->answered_ms, settings_.launch.startup_timeout_ms,
                                introduced->transport));
  }

  // GetInfo is well formed and covers what is checked: game, variant,
  // seats and the spec's options.
  bool Info() {
    absl::Status chosen = ChooseGame();
    if (!chosen.ok()) return Fail("get_info", std::string(chosen.message()), &info_);
    absl::Status fits = CheckEngineFits(settings_.engine, info_, game_, variant_);
    if (!fits.ok()) return Fail("get_info", std::string(fits.message()), &info_);
    Pass("get_info", absl::StrCat(info_.name(), " ", info_.version(), ": ", info_.options_size(),
                                  info_.options_size() == 1 ? " option" : " options",
                                  ", well formed; checking ", game_,
                                  variant_.empty() ? "" : absl::StrCat(" variant ", variant_), ", ",
                                  seats_, seats_ == 1 ? " seat" : " seats"));
    const std::string warning = TimeOptionWarning(settings_.engine, info_, settings_.move_time_ms);
    if (!warning.empty())
      Say(CheckVerdict::kWarn, "time_option", warning.substr(warning.find(':') + 2));
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
    if (type == nullptr) return games::UnknownGameError(game_);
    seats_ = settings_.seats;
    if (seats_ == 0) {
      seats_ = std::clamp(2, type->min_seats, type->max_seats);
      for (size_t i = 0; i < type->variants.size(); ++i) {
        const bool named = type->variants[i].name == variant_ || (i == 0 && variant_.empty());
        if (named && type->variants[i].seats != 0) seats_ = type->variants[i].seats;
      }
    }
    absl::StatusOr<std::unique_ptr<const ResolvedTournament>> tournament =
        ResolvedTournament::Resolve(GamesConfig());
    if (!tournament.ok()) return tournament.status();
    tournament_ = *std::move(tournament);
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

  // The engine as the hub of a gauntlet against random in every other seat:
  // every seat rotation puts it in each seat once.
  tourney::v1::TournamentConfig GamesConfig() const {
    tourney::v1::TournamentConfig config;
    config.set_game(game_);
    config.set_variant(variant_);
    config.set_seats_per_game(seats_);
    config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
    *config.add_engines() = settings_.engine;
    for (int i = 1; i < std::max(2, seats_); ++i) {
      tourney::v1::EngineSpec* random = config.add_engines();
      random->set_name(absl::StrCat("check-random-", i));
      random->set_builtin("random");
    }
    config.set_games_per_pairing(settings_.games > 0 ? settings_.games : kMaxDefaultGames);
    config.set_seed(settings_.seed);
    config.set_move_time_ms(settings_.move_time_ms);
    config.set_deadline_margin_ms(settings_.deadline_margin_ms);
    return config;
  }

  // Whether the games step has played enough after `games` games.
  bool EnoughGames(int games, int decisions, Clock::time_point started) const {
    if (settings_.games > 0) return games == settings_.games;
    return games % seats_ == 0 && games > 0 &&
           (decisions >= kCheckDecisions || Clock::now() - started > kDefaultGamesTime ||
            games >= kMaxDefaultGames);
  }

  // Seeded games against `random`, the engine in every seat in turn, played
  // by the tournament's own referee loop.
  bool Games() {
    LaunchSettings launch = settings_.launch;
    launch.game = game_;
    launch.variant = variant_;
    std::vector<std::unique_ptr<EngineConnection>> engines;
    for (int i = 0; i < tournament_->engine_count(); ++i) {
      engines.push_back(
          i == 0 ? nullptr : std::make_unique<EngineConnection>(tournament_->engine(i), launch));
    }
    const auto started = Clock::now();
    int game_index = 0;
    for (; !EnoughGames(game_index, decisions_, started); ++game_index) {
      const ScheduledGame scheduled = tournament_->schedule().Game(game_index);
      std::vector<EngineConnection*> seats;
      for (int engine : scheduled.seats)
        seats.push_back(engine == 0 ? engine_.get() : engines[engine].get());
      const int engine_seat = static_cast<int>(
          std::find(scheduled.seats.begin(), scheduled.seats.end(), 0) - scheduled.seats.begin());
      if (!PlayCheckGame(scheduled, seats, engine_seat)) return false;
    }
    const std::string where =
        game_index >= seats_
            ? absl::StrCat("each of the ", seats_, seats_ == 1 ? " seat" : " seats")
            : absl::StrCat(game_index, " of the ", seats_, " seats");
    Pass("games", absl::StrCat(game_index, " games against random, the engine in ", where, ": ",
                               decisions_, " decisions, every answer legal and within the ",
                               deadline_ms(), " ms deadline"));
    ReportAnswerTimes();
    return true;
  }

  // One game of the games step; false (with the failure reported) when it
  // did not end normally.
  bool PlayCheckGame(const ScheduledGame& scheduled, const std::vector<EngineConnection*>& seats,
                     int engine_seat) {
    const bool collect = samples_.empty();
    std::unique_ptr<bot::v1::DecideRequest> last_request;
    const tourney::v1::GameRecord record =
        PlayGame(*tournament_, scheduled, seats,
                 [&](const games::Game& game, const bot::v1::DecideRequest& request,
                     const DecideOutcome& outcome, Clock::duration took) {
                   if (request.seat() != engine_seat) return;
                   last_request = std::make_unique<bot::v1::DecideRequest>(request);
                   if (outcome.fault != CallFault::kNone) return;
                   ++decisions_;
                   times_.Add(std::chrono::duration<double, std::milli>(took).count(),
                              static_cast<int>(scheduled.game_index), request.ply());
                   if (collect && request.legal_actions_size() > 1) {
                     samples_.push_back({game.Clone(), request});
                   }
                 });
    if (record.termination() == "normal") return true;
    const std::string what = absl::StrCat("game ", scheduled.game_index, " (seed ", record.seed(),
                                          ") lost at ply ", record.plies(), " by ",
                                          record.termination(), ": ", record.termination_detail());
    if (record.fault_seat() != engine_seat) {
      return Fail("games", absl::StrCat("the random opponent in seat ", record.fault_seat(),
                                        " failed, not the engine: ", what));
    }
    return Fail("games", absl::StrCat("the engine in seat ", engine_seat, ": ", what),
                last_request.get());
  }

  // How the engine's answer times spread, warning when some needed the
  // deadline's margin.
  void ReportAnswerTimes() {
    const AnswerTimes::Summary summary = times_.Summarize();
    const std::string spread = absl::StrFormat(
        "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (game %d, ply %d) over %d answers",
        summary.p50, summary.p90, summary.p99, summary.max, summary.slowest_game,
        summary.slowest_ply, summary.count);
    const int over = times_.CountOver(static_cast<double>(settings_.move_time_ms));
    if (over > 0) {
      Say(CheckVerdict::kWarn, "answer_time",
          absl::StrCat(spread, "; ", over, " took longer than the ", settings_.move_time_ms,
                       " ms offered (time_budget_ms): in time only thanks to the ",
                       settings_.deadline_margin_ms, " ms margin"));
    } else {
      Pass("answer_time", absl::StrCat(spread, "; budget ", settings_.move_time_ms,
                                       " ms, deadline ", deadline_ms(), " ms"));
    }
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
    Say(CheckVerdict::kWarn, "repeatable",
        absl::StrCat("the same request (seed ", sample->request.seed(), ") got two answers, {",
                     first.ShortDebugString(), "} then {", second.ShortDebugString(),
                     "}: replays will differ (fine for an engine that plays by the clock)",
                     Written(&sample->request, "warning")));
    return true;
  }

  // Every declared option at each end of its range and at each choice:
  // Prepare, then a legal answer in time on a real position.
  bool Extremes() {
    if (!settings_.option_extremes) {
      Say(CheckVerdict::kSkip, "option_extremes", "not asked: the engine runs with its defaults");
      return true;
    }
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
  std::unique_ptr<const ResolvedTournament> tournament_;  // the games step's, from ChooseGame
  std::unique_ptr<EngineConnection> engine_;
  int decisions_ = 0;  // the engine's answers in the games step
  AnswerTimes times_;
  std::vector<Sample> samples_;
};

}  // namespace

const char* VerdictName(CheckVerdict verdict) {
  switch (verdict) {
    case CheckVerdict::kPass:
      return "PASS";
    case CheckVerdict::kWarn:
      return "WARN";
    case CheckVerdict::kFail:
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
