#include "harness/play/engine_vetting.h"

#include <chrono>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "harness/config/engine_spec.h"
#include "harness/config/one_line.h"
#include "harness/play/core_budget.h"
#include "harness/play/cpu_affinity.h"
#include "harness/play/time_options.h"
#include "protocol/engine_info.h"
#include "protocol/option_values.h"

namespace harness {

absl::StatusOr<EngineIntroduction> IntroduceEngine(EngineConnection& connection, int timeout_ms) {
  const auto started = std::chrono::steady_clock::now();
  absl::StatusOr<EngineTransport*> transport = connection.Start();
  if (!transport.ok()) return transport.status();
  absl::StatusOr<bot::v1::EngineInfo> info = (*transport)->GetInfo(timeout_ms);
  if (!info.ok()) {
    // A stdio engine is not waited for at start: say if it died.
    const std::string exit_status = connection.ExitStatus(500);
    return absl::UnavailableError(
        absl::StrCat("engine ", connection.spec().name(), ": ", info.status().message(),
                     exit_status.empty() ? "" : "; the engine ", exit_status));
  }
  return EngineIntroduction{
      *std::move(info), (*transport)->Describe(),
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
          .count()};
}

absl::Status CheckEngineFits(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info,
                             const std::string& game, const std::string& variant) {
  if (absl::Status sound = protocol::CheckEngineInfo(info); !sound.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("GetInfo declares it wrongly (the engine's fault): ", sound.message()));
  }
  if (!protocol::PlaysGame(info, game, variant)) {
    return absl::InvalidArgumentError(absl::StrCat(
        info.name(), " does not declare ", game,
        variant.empty() ? "" : absl::StrCat(" variant ", variant), " among its games"));
  }
  const std::map<std::string, std::string> options(spec.options().begin(), spec.options().end());
  return protocol::OptionValues::Resolve(info.options(), options).status();
}

namespace {

// "engine NAME: " in front of `status`'s message.
absl::Status OfEngine(const tourney::v1::EngineSpec& spec, const absl::Status& status) {
  return absl::Status(status.code(), absl::StrCat("engine ", spec.name(), ": ", status.message()));
}

}  // namespace

absl::Status VetEngines(const ResolvedTournament& tournament, const LaunchSettings& launch,
                        int games_at_once, FILE* notes) {
  const tourney::v1::TournamentConfig& config = tournament.config();
  int most_threads = 0;
  std::string busiest;
  for (const tourney::v1::EngineSpec& spec : config.engines()) {
    EngineConnection connection(spec, launch);
    absl::StatusOr<EngineIntroduction> introduced = IntroduceEngine(connection, kGetInfoTimeoutMs);
    if (!introduced.ok()) return introduced.status();
    const bot::v1::EngineInfo& info = introduced->info;
    absl::Status fits = CheckEngineFits(spec, info, config.game(), config.variant());
    if (!fits.ok()) return OfEngine(spec, fits);
    if (notes) {
      // The name and version are the engine's own words.
      std::fprintf(notes, "%s\n",
                   OneLine(absl::StrCat("engine ", DescribeEngine(spec), ": ", info.name(), " ",
                                        info.version()))
                       .c_str());
      const std::string time_warning = TimeOptionWarning(spec, info, config.move_time_ms());
      if (!time_warning.empty()) std::fprintf(notes, "%s\n", time_warning.c_str());
    }
    if (const int threads = EngineThreads(spec, info); threads > most_threads) {
      most_threads = threads;
      busiest = spec.name();
    }
    absl::Status prepared = connection.Prepare();
    if (!prepared.ok()) return prepared;
  }
  if (absl::StatusOr<std::vector<int>> cores = AllowedCores(); notes && cores.ok()) {
    const std::string warning =
        CoreBudgetWarning(games_at_once, most_threads, busiest, static_cast<int>(cores->size()));
    if (!warning.empty()) std::fprintf(notes, "%s\n", warning.c_str());
  }
  return absl::OkStatus();
}

}  // namespace harness
