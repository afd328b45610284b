// The harness's readers of what engines write on stdout, under the byte
// fuzzer (games/common/fuzzing): the pipe channel's lines and
// length-delimited messages, the bot.v1 stdio transport (JSON lines and
// binary), the GTP and NBoard adapters, and the Othello move parser. Each
// starts from a real engine's output, mutated. A reader must take what is
// well-formed and refuse the rest with one line: never crash, hang or
// read past what it was given.
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "games/common/fuzzing/byte_fuzz.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "harness/engine/bot_stdio_transport.h"
#include "harness/engine/fake_text_engine.h"
#include "harness/engine/gtp_transport.h"
#include "harness/engine/nboard_transport.h"
#include "harness/engine/othello_text.h"
#include "harness/engine/pipe_channel.h"
#include "protocol/delimited.h"
#include "protocol/json_nesting.h"
#include "protocol/string_caps.h"

namespace harness {
namespace {

using games::fuzzing::Accepted;
using games::fuzzing::Broken;
using games::fuzzing::Refused;
using games::fuzzing::Verdict;

// Inputs stay below a pipe's buffer, so a test writes one whole before the
// reader starts.
constexpr size_t kMaxInput = 60000;
// A small cap on messages, so that inputs reach it.
constexpr size_t kCap = 300;
// No reader should wait: each input ends with the end of the stream.
constexpr int kTimeoutMs = 5000;

// Both ends of a pipe, closed when it goes.
struct Pipe {
  Pipe() {
    if (::pipe(fds) != 0) std::abort();
  }
  ~Pipe() {
    CloseRead();
    CloseWrite();
  }
  void CloseRead() {
    if (fds[0] >= 0) ::close(fds[0]);
    fds[0] = -1;
  }
  void CloseWrite() {
    if (fds[1] >= 0) ::close(fds[1]);
    fds[1] = -1;
  }
  void WriteAll(const std::string& bytes) {
    for (size_t done = 0; done < bytes.size();) {
      const ssize_t n = ::write(fds[1], bytes.data() + done, bytes.size() - done);
      if (n <= 0) std::abort();
      done += static_cast<size_t>(n);
    }
  }
  int fds[2] = {-1, -1};
};

// `input` as what an engine wrote before exiting: a pipe holding it, closed.
struct EngineOutput {
  explicit EngineOutput(const std::string& input) {
    from_engine.WriteAll(input);
    from_engine.CloseWrite();
  }
  Pipe to_engine;  // what the harness writes: kept open, never read
  Pipe from_engine;
};

PipeChannel::Clock::time_point Deadline() {
  return PipeChannel::Clock::now() + std::chrono::milliseconds(kTimeoutMs);
}

// Reads messages until the stream ends or a read fails. Every message must
// be what the input holds at that place (`taken` says how many bytes of the
// input from `at` it takes, or nothing if it is not there), within the cap;
// the stream must end where the messages end, or with a refusal.
template <typename ReadFn, typename TakenFn>
Verdict ReadAll(const std::string& input, ReadFn read, TakenFn taken) {
  EngineOutput output(input);
  PipeChannel channel(output.to_engine.fds[1], output.from_engine.fds[0], kCap);
  size_t consumed = 0;
  while (true) {
    absl::StatusOr<std::string> message = read(channel);
    if (!message.ok()) {
      const absl::Status& status = message.status();
      if (status.code() == absl::StatusCode::kDeadlineExceeded) {
        return Broken("waited at the end of the stream: " + status.ToString());
      }
      if (status.code() == absl::StatusCode::kUnavailable && channel.pending().empty()) {
        return consumed == input.size() ? Accepted() : Broken("lost bytes before the end");
      }
      if (input.compare(consumed, std::string::npos, std::string(channel.pending())) != 0 &&
          status.code() != absl::StatusCode::kResourceExhausted) {
        return Broken("pending bytes are not the input's rest");
      }
      return Refused(std::string(status.message()));
    }
    if (message->size() > kCap) return Broken("a message over the cap");
    const std::optional<size_t> bytes = taken(input, consumed, *message);
    if (!bytes) {
      return Broken("a message that is not the input's next: '" +
                    games::fuzzing::Escaped(*message) + "'");
    }
    consumed += *bytes;
  }
}

Verdict ReadLines(const std::string& input) {
  return ReadAll(
      input, [](PipeChannel& channel) { return channel.ReadLine(Deadline()); },
      [](const std::string& input, size_t at, const std::string& line) -> std::optional<size_t> {
        if (line.find('\n') != std::string::npos) return std::nullopt;
        if (input.compare(at, line.size() + 1, line + "\n") != 0) return std::nullopt;
        return line.size() + 1;
      });
}

Verdict ReadDelimitedMessages(const std::string& input) {
  return ReadAll(
      input, [](PipeChannel& channel) { return channel.ReadDelimited(Deadline()); },
      [](const std::string& input, size_t at, const std::string& message) -> std::optional<size_t> {
        // The length as the input spells it (a varint may take more bytes
        // than it needs).
        const protocol::DelimitedPrefix prefix = protocol::ReadDelimitedPrefix(input.substr(at));
        if (prefix.state != protocol::DelimitedPrefix::State::kComplete ||
            input.compare(at + prefix.header, prefix.length, message) != 0 ||
            prefix.length != message.size()) {
          return std::nullopt;
        }
        return prefix.header + prefix.length;
      });
}

// A DecideRequest for the transports: Reversi after f5, from seat 1.
bot::v1::DecideRequest Request() { return ReversiRequest("g1", {37}); }

// The engine on the far end of a bot.v1 stdio transport: after each request
// it reads, the next of `answers`; then the end of its output.
class AnsweringEngine {
 public:
  explicit AnsweringEngine(std::vector<std::string> answers) : answers_(std::move(answers)) {
    thread_ = std::thread([this] { Serve(); });
  }
  ~AnsweringEngine() {
    to_engine_.CloseWrite();  // the engine sees its input end and stops
    thread_.join();
  }
  int to_engine_fd() const { return to_engine_.fds[1]; }
  int from_engine_fd() const { return from_engine_.fds[0]; }

 private:
  void Serve() {
    char request[65536];
    for (const std::string& answer : answers_) {
      // Requests are small: one read takes a whole one.
      if (::read(to_engine_.fds[0], request, sizeof request) <= 0) break;
      from_engine_.WriteAll(answer);
    }
    from_engine_.CloseWrite();
    while (::read(to_engine_.fds[0], request, sizeof request) > 0) {
    }
  }

  std::vector<std::string> answers_;
  Pipe to_engine_;
  Pipe from_engine_;
  std::thread thread_;
};

// Whether every string of `message` is within the cap on engine strings
// and its cut mark.
bool StringsCapped(const google::protobuf::Message& message) {
  std::unique_ptr<google::protobuf::Message> copy(message.New());
  copy->CopyFrom(message);
  return protocol::CapEngineStrings(
             copy.get(), protocol::kDefaultEngineStringCap + protocol::kCutMarkBytes) == 0;
}

// GetInfo, then a Decide: accepted when both are answered, every string of
// both within the cap.
Verdict GetInfoThenDecide(EngineTransport& transport) {
  absl::StatusOr<bot::v1::EngineInfo> info = transport.GetInfo(kTimeoutMs);
  if (!info.ok()) return Refused(std::string(info.status().message()));
  if (!StringsCapped(*info)) return Broken("a GetInfo string over the cap");
  const DecideOutcome outcome = transport.Decide(Request(), kTimeoutMs);
  if (outcome.fault != CallFault::kNone) return Refused(outcome.detail);
  if (!StringsCapped(outcome.response)) return Broken("a decide string over the cap");
  return Accepted();
}

// JSON lines: one answer per line.
Verdict TalkJsonLines(const std::string& input) {
  std::vector<std::string> answers;
  for (size_t start = 0; start < input.size();) {
    const size_t end = std::min(input.find('\n', start), input.size() - 1);
    answers.push_back(input.substr(start, end + 1 - start));
    start = end + 1;
  }
  AnsweringEngine engine(answers);
  BotStdioTransport transport(StdioEncoding::kJsonLines, engine.to_engine_fd(),
                              engine.from_engine_fd(), "fuzzed engine");
  const Verdict verdict = GetInfoThenDecide(transport);
  // The two answers taken must nest within the limit.
  for (size_t i = 0; verdict.kind == Verdict::kAccepted && i < answers.size() && i < 2; ++i) {
    if (protocol::JsonNestingPastDepth(answers[i]) != std::string::npos) {
      return Broken("accepted an answer nested past the limit");
    }
  }
  return verdict;
}

// Binary: one length-delimited answer per request; whatever does not frame
// as one goes last, whole.
Verdict TalkBinary(const std::string& input) {
  std::vector<std::string> answers;
  for (size_t start = 0; start < input.size();) {
    const protocol::DelimitedPrefix prefix = protocol::ReadDelimitedPrefix(input.substr(start));
    const bool whole = prefix.state == protocol::DelimitedPrefix::State::kComplete;
    const size_t size = whole ? prefix.header + prefix.length : input.size() - start;
    answers.push_back(input.substr(start, size));
    start += size;
  }
  AnsweringEngine engine(answers);
  BotStdioTransport transport(StdioEncoding::kBinary, engine.to_engine_fd(),
                              engine.from_engine_fd(), "fuzzed engine");
  return GetInfoThenDecide(transport);
}

// A Reversi engine's answers to GetInfo and one Decide (ids 1 and 2).
std::vector<bot::v1::StdioResponse> BotAnswers() {
  std::vector<bot::v1::StdioResponse> answers(2);
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(
      R"pb(id: 1
           get_info {
             name: "fuzzed"
             version: "1.0"
             games { game: "reversi" }
             options { name: "depth" type: INT default_value: "3" min: 0 max: 60 }
           })pb",
      &answers[0]));
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(
      R"pb(id: 2
           decide {
             action { reversi { square: 29 } }
             info { depth: 3 nodes: 120 score: -1.5 comment: "book" }
           })pb",
      &answers[1]));
  return answers;
}

std::vector<std::string> JsonDictionary() {
  std::vector<std::string> words = {"{",     "}",       "[",       "]",          ":",
                                    ",",     "\"",      "\n",      "null",       "true",
                                    "false", "\\u0000", "\"id\":", "\"error\":", "\"code\":"};
  // Past the nesting limit, and strings past the cap on engine strings.
  words.push_back(std::string(protocol::kMaxJsonNesting, '['));
  words.push_back(std::string(protocol::kMaxJsonNesting, '{'));
  words.push_back("\\\"[[[[");
  words.push_back(
      absl::StrCat("\"comment\":\"", std::string(protocol::kDefaultEngineStringCap, 'c')));
  for (const char* key : {"getInfo", "decide", "prepare", "gameOver", "action", "reversi", "square",
                          "pass", "info", "depth", "nodes", "score", "games", "name"}) {
    words.push_back(absl::StrCat("\"", key, "\""));
  }
  return words;
}

// GetInfo, Prepare and a Decide: accepted when all are answered with a move
// on the board.
Verdict GetInfoPrepareDecide(EngineTransport& transport) {
  absl::StatusOr<bot::v1::EngineInfo> info = transport.GetInfo(kTimeoutMs);
  if (!info.ok()) return Refused(std::string(info.status().message()));
  if (!StringsCapped(*info)) return Broken("a GetInfo string over the cap");
  bot::v1::PrepareRequest prepare;
  prepare.set_game("reversi");
  absl::Status prepared = transport.Prepare(prepare, kTimeoutMs);
  if (!prepared.ok()) return Refused(std::string(prepared.message()));
  const DecideOutcome outcome = transport.Decide(Request(), kTimeoutMs);
  if (outcome.fault != CallFault::kNone) return Refused(outcome.detail);
  const bot::v1::ReversiAction& move = outcome.response.action().reversi();
  if (!move.pass() && move.square() >= 64) return Broken("a move off the board");
  if (!StringsCapped(outcome.response)) return Broken("a decide string over the cap");
  return Accepted();
}

// A name or comment past the cap on engine strings.
std::string LongerThanTheCap() { return std::string(protocol::kDefaultEngineStringCap + 10, 'n'); }

// What an engine played by `script` writes while a `Transport` gets its
// info, prepares and decides once: the seed for that adapter.
template <typename Transport>
std::string Transcript(FakeTextEngine::Script script) {
  std::mutex mutex;
  std::string written;
  {
    FakeEngineRig<Transport> rig([&](const std::string& command) {
      const std::string answer = script(command);
      std::lock_guard<std::mutex> lock(mutex);
      written += answer;
      return answer;
    });
    EXPECT_EQ(GetInfoPrepareDecide(rig.transport).kind, Verdict::kAccepted);
  }
  return written;
}

// An Othello text adapter reading `input` as everything its engine wrote.
template <typename Transport>
Verdict TalkText(const std::string& input) {
  EngineOutput output(input);
  Transport transport(output.to_engine.fds[1], output.from_engine.fds[0], "fuzzed engine");
  return GetInfoPrepareDecide(transport);
}

Verdict ParseMove(const std::string& input) {
  absl::StatusOr<bot::v1::ReversiAction> move = ParseEngineMove(input);
  if (!move.ok()) return Refused(std::string(move.status().message()));
  // Independent truth: the text names the square or a pass.
  const std::string lower = absl::AsciiStrToLower(input);
  if (move->pass())
    return lower == "pass" || lower == "pa" || lower == "ps"
               ? Accepted()
               : Broken("a pass from '" + games::fuzzing::Escaped(input) + "'");
  const bool named =
      lower.size() == 2 && lower[0] >= 'a' && lower[0] <= 'h' && lower[1] >= '1' &&
      lower[1] <= '8' &&
      move->square() == static_cast<uint32_t>((lower[1] - '1') * 8 + (lower[0] - 'a'));
  return named ? Accepted()
               : Broken("square " + std::to_string(move->square()) + " from '" +
                        games::fuzzing::Escaped(input) + "'");
}

games::fuzzing::ByteTarget Target(const std::string& name, std::vector<std::string> seeds,
                                  std::vector<std::string> dictionary,
                                  std::function<Verdict(const std::string&)> run) {
  games::fuzzing::ByteTarget target;
  target.name = name;
  target.seeds = std::move(seeds);
  target.dictionary = std::move(dictionary);
  target.max_size = kMaxInput;
  target.run = std::move(run);
  return target;
}

class StdioReadersFuzzTest : public testing::Test {
 protected:
  // A write to an engine that has gone fails instead of killing the test.
  void SetUp() override { ::signal(SIGPIPE, SIG_IGN); }
};

TEST_F(StdioReadersFuzzTest, PipeChannelLines) {
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("pipe channel lines", {"= d3\n\n", "pong 1\n=== F5/-1.5/0.2\nstatus\n"},
             {"\n", "\r\n", std::string(kCap - 10, 'x')}, ReadLines),
      3000);
}

TEST_F(StdioReadersFuzzTest, PipeChannelDelimitedMessages) {
  std::string seed;
  for (const bot::v1::StdioResponse& answer : BotAnswers()) {
    protocol::AppendDelimited(answer.SerializeAsString(), &seed);
  }
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("pipe channel delimited", {seed}, {"\x80", "\xff\xff\xff\xff", "\x7f"},
             ReadDelimitedMessages),
      3000);
}

TEST_F(StdioReadersFuzzTest, BotStdioJsonLines) {
  std::string seed;
  for (const bot::v1::StdioResponse& answer : BotAnswers()) {
    std::string line;
    ASSERT_TRUE(google::protobuf::util::MessageToJsonString(answer, &line).ok());
    seed += line + "\n";
  }
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("bot.v1 stdio, JSON lines", {seed}, JsonDictionary(), TalkJsonLines), 1500);
}

TEST_F(StdioReadersFuzzTest, BotStdioBinary) {
  std::string seed;
  for (const bot::v1::StdioResponse& answer : BotAnswers()) {
    protocol::AppendDelimited(answer.SerializeAsString(), &seed);
  }
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("bot.v1 stdio, binary", {seed}, {"\x08\x01", "\x08\x02", "\x80"}, TalkBinary), 1500);
}

TEST_F(StdioReadersFuzzTest, GtpAnswers) {
  const std::string seed = Transcript<GtpTransport>([](const std::string& command) {
    if (command == "name") return std::string("= Fuzzed GTP\n\n");
    if (command == "version") return std::string("= 1.2\n\n");
    if (absl::StartsWith(command, "genmove")) return std::string("= f4\n\n");
    return std::string("=\n\n");
  });
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("GTP answers", {seed},
             {"= ", "? ", "\n\n", "\n", "pass", "resign", "PA", "a1", "h8", LongerThanTheCap()},
             TalkText<GtpTransport>),
      1500);
}

TEST_F(StdioReadersFuzzTest, NboardAnswers) {
  const std::string seed = Transcript<NboardTransport>([](const std::string& command) {
    if (absl::StartsWith(command, "set depth "))
      return "set myname Fuzzed" + command.substr(10) + "\n";
    if (absl::StartsWith(command, "ping ")) return "pong " + command.substr(5) + "\n";
    if (command == "go") return std::string("status thinking\n=== F4/-1.50/0.3\nstatus waiting\n");
    return std::string();
  });
  games::fuzzing::ExpectSoundUnderByteFuzz(Target("NBoard answers", {seed},
                                                  {"pong ", "=== ", "set myname ", "\n", "/", " ",
                                                   "PA", "A1", "H8", "-1.5", LongerThanTheCap()},
                                                  TalkText<NboardTransport>),
                                           1500);
}

TEST_F(StdioReadersFuzzTest, OthelloMoveText) {
  games::fuzzing::ExpectSoundUnderByteFuzz(
      Target("Othello move text", {"d3", "H8", "pass", "PA", "ps"}, {"a", "h", "1", "8", "PA", "s"},
             ParseMove),
      3000);
}

}  // namespace
}  // namespace harness
