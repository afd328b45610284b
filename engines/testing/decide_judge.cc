#include "engines/testing/decide_judge.h"

#include <cstring>
#include <exception>

#include "absl/strings/str_cat.h"
#include "games/common/fuzzing/fuzz_loop.h"
#include "protocol/action_match.h"

namespace engines::fuzz {

Outcome Execute(EnginePolicy& policy, const bot::v1::EngineInfo& info,
                const bot::v1::DecideRequest& request) {
  Outcome outcome;
  try {
    outcome.response = DecideChecked(policy, info, request);
  } catch (const std::exception& e) {
    outcome.exception = e.what();
  } catch (...) {
    outcome.exception = "an exception of unknown type";
  }
  return outcome;
}

std::string Judge(const EnginePolicy& policy, const FuzzSettings& settings,
                  const bot::v1::DecideRequest& request, bool real, const Outcome& outcome,
                  FuzzReport* report) {
  const absl::StatusOr<bot::v1::DecideResponse>& response = outcome.response;
  if (outcome.signal != 0) {
    ++report->crashes;
    return absl::StrCat("crashed: signal ", outcome.signal, " (", strsignal(outcome.signal), ")");
  }
  if (!outcome.exception.empty()) {
    ++report->crashes;
    return absl::StrCat("threw ", outcome.exception);
  }
  if (response.ok()) {
    const bool listed = protocol::FindAction(request.legal_actions(), response->action()) >= 0;
    const bool accepted = !listed && policy.AcceptsUnlistedAnswers(request) &&
                          settings.unlisted_ok && settings.unlisted_ok(request, response->action());
    if (!listed && !accepted) {
      return absl::StrCat("answered ", response->action().ShortDebugString(),
                          ", which the request does not list");
    }
    ++report->answered;
    return "";
  }
  const absl::Status& status = response.status();
  if (status.code() != absl::StatusCode::kInvalidArgument || status.message().empty() ||
      status.message().find('\n') != absl::string_view::npos) {
    return absl::StrCat("refused with ", status.ToString(),
                        " (wanted INVALID_ARGUMENT and one line)");
  }
  if (real) return absl::StrCat("refused a request as its game asked it: ", status.message());
  ++report->refused;
  ++report->reasons[games::fuzzing::Folded(std::string(status.message()))];
  return "";
}

}  // namespace engines::fuzz
