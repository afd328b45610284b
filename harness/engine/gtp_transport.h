// A Reversi engine that speaks GTP, the Go Text Protocol as Othello engines
// use it (e.g. Debian's gtp-rhino): protocol=gtp.
//
// Commands sent: `name` and `version` (GetInfo); `boardsize 8` once;
// `clear_board` for each new game, then the opening plies as `play`s;
// `play <colour> <move>` for every move since the engine's last turn;
// `time_settings 0 <s> 1` once per budget and `time_left <colour> <s> 1`
// (s = the decision's time budget in whole seconds, at least 1) before
// `genmove <colour>`. Answers are '=' or '?' lines ending with an empty line.
//
// Quirks handled: every `play` names the colour that really moved (some
// engines silently insert a pass for a wrong colour); a pass is sent as
// `play <colour> pass`, and an engine that refuses it (gtp-rhino: "? syntax
// error", it skips a side without moves by itself) is not sent passes again;
// an engine that refuses the time commands is not sent them again; a forced
// pass is answered without asking the engine.
#ifndef HARNESS_ENGINE_GTP_TRANSPORT_H_
#define HARNESS_ENGINE_GTP_TRANSPORT_H_

#include <string>

#include "harness/engine/othello_text_transport.h"

namespace harness {

class GtpTransport : public OthelloTextTransport {
 public:
  GtpTransport(int to_engine_fd, int from_engine_fd, std::string where);

  // The engine's `name` and `version`, playing reversi, with no options.
  absl::StatusOr<bot::v1::EngineInfo> GetInfo(int timeout_ms) override;
  // Sets the board size, so that the engine's start-up is not timed.
  absl::Status Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) override;

  // Any command's answer text, for diagnostics and tests (`showboard`); a
  // '?' answer is an error.
  absl::StatusOr<std::string> Command(const std::string& command, int timeout_ms);

 private:
  struct Answer {
    bool success = false;  // '=' rather than '?'
    std::string text;      // after the '=' or '?', trimmed; lines joined by '\n'
    std::string raw;       // the answer as the engine wrote it
  };

  absl::StatusOr<Answer> Ask(const std::string& command, Deadline deadline);
  // Ask(), with a '?' answer as an engine error quoting it.
  absl::StatusOr<std::string> Expect(const std::string& command, Deadline deadline);
  absl::Status SetBoardSize(Deadline deadline);
  absl::Status SendMoves(const MoveSync::Plan& plan, Deadline deadline);
  absl::Status SendTime(int64_t budget_ms, const char* colour, Deadline deadline);
  absl::StatusOr<EngineMove> AskMove(const bot::v1::DecideRequest& request,
                                     const ReversiHistory& history, Deadline deadline) override;

  bool board_size_set_ = false;
  bool engine_skips_passes_ = false;
  bool time_commands_refused_ = false;
  int64_t time_settings_seconds_ = 0;  // the budget last sent by time_settings
};

}  // namespace harness

#endif  // HARNESS_ENGINE_GTP_TRANSPORT_H_
