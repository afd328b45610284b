#include "harness/engine/bot_stdio_transport.h"

#include <chrono>
#include <utility>

#include "absl/strings/str_cat.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "harness/config/one_line.h"
#include "protocol/json_nesting.h"
#include "protocol/string_caps.h"

namespace harness {
namespace {

using Clock = PipeChannel::Clock;

// How long writing a GameOver notice may block (an engine that reads
// nothing); the harness never waits for its answer.
constexpr int kGameOverWriteTimeoutMs = 5000;

// One line of canonical JSON with every primitive field present, so a bot
// can rely on `"seat": 0` being there.
std::string JsonLine(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string line;
  // Printing a valid message cannot fail.
  (void)google::protobuf::util::MessageToJsonString(message, &line, options);
  return line;
}

// The envelope key of a call or answer ("decide", "getInfo").
std::string KeyOf(const google::protobuf::Descriptor& envelope, int field_number) {
  const google::protobuf::FieldDescriptor* field = envelope.FindFieldByNumber(field_number);
  return field == nullptr ? "nothing" : field->json_name();
}

// The parser's own words, which may run over several lines, on one.
std::string FirstLine(absl::string_view text) {
  return std::string(text.substr(0, text.find('\n')));
}

// An error answer, on one line whatever the engine wrote.
std::string ErrorText(const bot::v1::StdioError& error) {
  return absl::StrCat(OneLineText(error.code()), ": ", OneLineText(error.message()));
}

}  // namespace

BotStdioTransport::BotStdioTransport(StdioEncoding encoding, int write_fd, int read_fd,
                                     std::string where, std::shared_ptr<EngineLog> log,
                                     std::string engine)
    : encoding_(encoding),
      channel_(write_fd, read_fd),
      where_(std::move(where)),
      log_(std::move(log)),
      engine_(std::move(engine)) {}

absl::StatusOr<bot::v1::EngineInfo> BotStdioTransport::GetInfo(int timeout_ms) {
  bot::v1::StdioRequest request;
  request.mutable_get_info();
  Reply reply = Call(std::move(request), timeout_ms);
  if (reply.fault == CallFault::kNone && !reply.answer.has_error()) {
    return std::move(*reply.answer.mutable_get_info());
  }
  return absl::UnavailableError(absl::StrCat(
      "GetInfo on ", where_, " failed: ",
      reply.fault != CallFault::kNone ? reply.detail : ErrorText(reply.answer.error())));
}

absl::Status BotStdioTransport::Prepare(const bot::v1::PrepareRequest& request, int timeout_ms) {
  bot::v1::StdioRequest envelope;
  *envelope.mutable_prepare() = request;
  Reply reply = Call(std::move(envelope), timeout_ms);
  if (reply.fault != CallFault::kNone) {
    return absl::UnavailableError(absl::StrCat("Prepare on ", where_, " failed: ", reply.detail));
  }
  if (reply.answer.has_error() && reply.answer.error().code() != "UNIMPLEMENTED") {
    return absl::UnavailableError(
        absl::StrCat("Prepare on ", where_, " failed: ", ErrorText(reply.answer.error())));
  }
  return absl::OkStatus();
}

DecideOutcome BotStdioTransport::Decide(const bot::v1::DecideRequest& request,
                                        int64_t deadline_ms) {
  bot::v1::StdioRequest envelope;
  *envelope.mutable_decide() = request;
  Reply reply = Call(std::move(envelope), deadline_ms);
  DecideOutcome outcome;
  if (reply.fault != CallFault::kNone) {
    outcome.fault = reply.fault;
    outcome.detail = std::move(reply.detail);
  } else if (reply.answer.has_error()) {
    outcome.fault = CallFault::kEngineError;
    outcome.detail = absl::StrCat("engine error ", ErrorText(reply.answer.error()));
  } else if (!reply.answer.decide().has_action()) {
    outcome.fault = CallFault::kProtocolError;
    outcome.detail = "the decide answer has no action";
  } else {
    outcome.response = std::move(*reply.answer.mutable_decide());
  }
  return outcome;
}

void BotStdioTransport::GameOver(const bot::v1::GameOverRequest& request) {
  if (broken_.fault != CallFault::kNone || game_over_unimplemented_) return;
  bot::v1::StdioRequest envelope;
  envelope.set_id(++last_id_);
  *envelope.mutable_game_over() = request;
  const absl::Status written =
      Write(envelope, Clock::now() + std::chrono::milliseconds(kGameOverWriteTimeoutMs));
  if (!written.ok()) {
    // The next call reports it.
    broken_ = {written.code() == absl::StatusCode::kDeadlineExceeded ? CallFault::kTimeout
                                                                     : CallFault::kUnavailable,
               absl::StrCat("writing GameOver to stdin: ", written.message()),
               {}};
    return;
  }
  game_over_ids_.insert(envelope.id());
}

BotStdioTransport::Reply BotStdioTransport::Call(bot::v1::StdioRequest request,
                                                 int64_t timeout_ms) {
  if (broken_.fault != CallFault::kNone) return broken_;
  Reply reply = Exchange(request, timeout_ms);
  if (reply.fault != CallFault::kNone) broken_ = reply;
  return reply;
}

BotStdioTransport::Reply BotStdioTransport::Exchange(bot::v1::StdioRequest& request,
                                                     int64_t timeout_ms) {
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  Reply unasked = CheckNothingUnasked();
  if (unasked.fault != CallFault::kNone) return unasked;

  request.set_id(++last_id_);
  const absl::Status written = Write(request, deadline);
  if (written.code() == absl::StatusCode::kDeadlineExceeded) {
    return {CallFault::kTimeout,
            absl::StrCat("the request was not read within ", timeout_ms, " ms (", written.message(),
                         ")"),
            {}};
  }
  if (!written.ok()) {
    return {CallFault::kUnavailable,
            absl::StrCat("connection lost: writing to stdin: ", written.message()),
            {}};
  }

  const std::string call_key = KeyOf(*request.GetDescriptor(), request.call_case());
  while (true) {
    absl::StatusOr<std::string> message = Read(deadline);
    if (!message.ok()) return ReadFault(message.status(), timeout_ms);
    Reply reply = Parse(*message);
    if (reply.fault != CallFault::kNone) return reply;
    if (IsGameOverAnswer(reply.answer)) continue;
    if (reply.answer.id() != request.id()) {
      return {CallFault::kProtocolError,
              absl::StrCat("answered id ", reply.answer.id(), " while id ", request.id(), " (",
                           call_key, ") was waiting: ", LineExcerpt(*message)),
              {}};
    }
    // The envelope gives a call and its answer the same field number.
    const int answer_case = reply.answer.answer_case();
    if (answer_case == bot::v1::StdioResponse::ANSWER_NOT_SET) {
      return {CallFault::kProtocolError,
              absl::StrCat("answered with no key bot.v1 knows (unknown keys are ignored) to a `",
                           call_key, "` request (id ", request.id(), "): ", LineExcerpt(*message)),
              {}};
    }
    if (!reply.answer.has_error() && answer_case != request.call_case()) {
      return {CallFault::kProtocolError,
              absl::StrCat("answered `", KeyOf(*reply.answer.GetDescriptor(), answer_case),
                           "` to a `", call_key, "` request (id ", request.id(), ")"),
              {}};
    }
    return reply;
  }
}

BotStdioTransport::Reply BotStdioTransport::CheckNothingUnasked() {
  while (true) {
    absl::StatusOr<std::string> message = Read(Clock::now());
    if (message.status().code() == absl::StatusCode::kDeadlineExceeded) return {};
    if (!message.ok()) return ReadFault(message.status(), 0);
    Reply reply = Parse(*message);
    if (reply.fault == CallFault::kNone && IsGameOverAnswer(reply.answer)) continue;
    return {CallFault::kProtocolError,
            absl::StrCat("wrote to stdout before being asked: ", LineExcerpt(*message)),
            {}};
  }
}

BotStdioTransport::Reply BotStdioTransport::ReadFault(const absl::Status& status,
                                                      int64_t timeout_ms) {
  switch (status.code()) {
    case absl::StatusCode::kDeadlineExceeded:
      return {CallFault::kTimeout,
              channel_.pending().empty()
                  ? absl::StrCat("no answer within ", timeout_ms, " ms")
                  : absl::StrCat("no answer within ", timeout_ms, " ms: ", status.message()),
              {}};
    case absl::StatusCode::kResourceExhausted:
      return {CallFault::kProtocolError, absl::StrCat("wrote ", status.message()), {}};
    default:
      return {CallFault::kUnavailable,
              absl::StrCat("connection lost: reading stdout: ", status.message()),
              {}};
  }
}

absl::Status BotStdioTransport::Write(const bot::v1::StdioRequest& request,
                                      Clock::time_point deadline) {
  if (encoding_ == StdioEncoding::kBinary) {
    return channel_.WriteDelimited(request.SerializeAsString(), deadline);
  }
  return channel_.WriteLine(JsonLine(request), deadline);
}

absl::StatusOr<std::string> BotStdioTransport::Read(Clock::time_point deadline) {
  return encoding_ == StdioEncoding::kBinary ? channel_.ReadDelimited(deadline)
                                             : channel_.ReadLine(deadline);
}

BotStdioTransport::Reply BotStdioTransport::Parse(const std::string& message) {
  Reply reply = Decode(message);
  if (reply.fault == CallFault::kNone) {
    protocol::CapEngineStrings(&reply.answer, max_string_bytes());
  }
  return reply;
}

BotStdioTransport::Reply BotStdioTransport::Decode(const std::string& message) {
  Reply reply;
  if (encoding_ == StdioEncoding::kBinary) {
    if (reply.answer.ParseFromString(message)) {
      reply.answer.DiscardUnknownFields();  // nothing an engine sent is kept unread
      return reply;
    }
    return {CallFault::kProtocolError,
            absl::StrCat("not a binary bot.v1.StdioResponse: ", LineExcerpt(message)),
            {}};
  }
  // Protobuf's JSON reader takes time growing with the square of the
  // nesting depth: deep nesting is refused before it runs.
  if (const size_t at = protocol::JsonNestingPastDepth(message); at != std::string::npos) {
    return {CallFault::kProtocolError,
            absl::StrCat("JSON nested deeper than ", protocol::kMaxJsonNesting, " levels (at byte ",
                         at, "), refused unparsed: ", LineExcerpt(message)),
            {}};
  }
  google::protobuf::util::JsonParseOptions lenient;
  lenient.ignore_unknown_fields = true;
  const google::protobuf::util::Status parsed =
      google::protobuf::util::JsonStringToMessage(message, &reply.answer, lenient);
  if (parsed.ok()) {
    // The reader can keep an ignored key as an unknown field (a "" key does).
    reply.answer.DiscardUnknownFields();
    WarnOfUnknownKeys(message);
    return reply;
  }
  google::protobuf::Value any_json;
  const google::protobuf::util::Status json =
      google::protobuf::util::JsonStringToMessage(message, &any_json);
  return {CallFault::kProtocolError,
          absl::StrCat(json.ok() ? "not a bot.v1.StdioResponse (" : "not JSON (",
                       FirstLine(std::string(json.ok() ? parsed.message() : json.message())),
                       "): ", LineExcerpt(message)),
          {}};
}

void BotStdioTransport::WarnOfUnknownKeys(const std::string& message) {
  if (warned_of_unknown_keys_ || log_ == nullptr) return;
  bot::v1::StdioResponse strict;
  const google::protobuf::util::Status parsed =
      google::protobuf::util::JsonStringToMessage(message, &strict);
  if (parsed.ok()) return;
  warned_of_unknown_keys_ = true;
  // One line, whatever the engine's name or the parser's quote of it hold.
  log_->AppendOnce(absl::StrCat("unknown keys: ", engine_.empty() ? where_ : engine_),
                   OneLine(absl::StrCat("tourney: warning: ", where_,
                                        engine_.empty() ? "" : absl::StrCat(" (", engine_, ")"),
                                        " answers with keys bot.v1 does not know, ignored (said "
                                        "once per engine; the first: ",
                                        FirstLine(std::string(parsed.message())), ")")) +
                       "\n");
}

bool BotStdioTransport::IsGameOverAnswer(const bot::v1::StdioResponse& answer) {
  if (game_over_ids_.erase(answer.id()) == 0) return false;
  if (answer.has_error() && answer.error().code() == "UNIMPLEMENTED") {
    game_over_unimplemented_ = true;
  }
  return true;
}

}  // namespace harness
