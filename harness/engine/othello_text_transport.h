// What the Othello text-protocol adapters (GTP, NBoard) share: the line
// channel, the move sync, and one Decide: a forced pass is answered without
// asking the engine, anything else is the engine's move with its exact text
// kept in DecideResponse.info.comment (so a forfeit for an illegal move can
// quote it).
#ifndef HARNESS_ENGINE_OTHELLO_TEXT_TRANSPORT_H_
#define HARNESS_ENGINE_OTHELLO_TEXT_TRANSPORT_H_

#include <string>

#include "harness/engine/engine_transport.h"
#include "harness/engine/move_sync.h"
#include "harness/engine/pipe_channel.h"

namespace harness {

using Deadline = PipeChannel::Clock::time_point;

// `ms` milliseconds from now.
Deadline DeadlineAfterMs(int64_t ms);

// `text` in single quotes for a message, on one line (C escapes), cut to its
// first 200 bytes.
std::string Quoted(absl::string_view text);

// The status codes the adapters return for faults, as CallFaults:
// DeadlineExceeded is a timeout, Unavailable a dead engine, DataLoss and
// ResourceExhausted a broken protocol, anything else an engine error.
CallFault FaultOf(const absl::Status& status);

// "the engine answered '<answer>' to '<command>'", for fault messages.
std::string Answered(absl::string_view answer, absl::string_view command);

class OthelloTextTransport : public EngineTransport {
 public:
  DecideOutcome Decide(const bot::v1::DecideRequest& request, int64_t deadline_ms) final;
  // Neither protocol has a message for the result.
  void GameOver(const bot::v1::GameOverRequest&) override {}
  std::string Describe() const override { return where_; }

 protected:
  struct EngineMove {
    bot::v1::ReversiAction move;
    std::string text;  // the engine's answer, exactly
  };

  // `protocol` names the adapter in messages; `where` is Describe().
  OthelloTextTransport(std::string protocol, int to_engine_fd, int from_engine_fd,
                       std::string where);

  // Brings the engine's board to `history` and asks for its move. Faults
  // are statuses with the codes FaultOf() reads.
  virtual absl::StatusOr<EngineMove> AskMove(const bot::v1::DecideRequest& request,
                                             const ReversiHistory& history, Deadline deadline) = 0;

  // The one game both protocols play, by its registry name.
  static constexpr char kGame[] = "reversi";
  // InvalidArgument, saying this adapter plays Reversi only, unless `game`
  // is kGame.
  absl::Status CheckGame(absl::string_view game) const;

  // Sends one line; a failed write is Unavailable, naming `line`.
  absl::Status Send(const std::string& line);
  // The next line, the fault naming `command` (what the answer is to).
  absl::StatusOr<std::string> ReadAnswerLine(const std::string& command, Deadline deadline);

  MoveSync sync_;

 private:
  // "the gtp adapter plays Reversi only, not '<game>'".
  std::string OnlyReversi(absl::string_view game) const;

  std::string protocol_;
  PipeChannel channel_;
  std::string where_;
};

}  // namespace harness

#endif  // HARNESS_ENGINE_OTHELLO_TEXT_TRANSPORT_H_
