// A bot.v1 JSON-lines engine that attacks the harness, one way per mode
// (--mode=NAME, below), at its first decision (or at GetInfo for the modes
// named so); otherwise it plays the first legal action. The attacks of
// issue 31 and the older ones the harness already survived, kept as a
// standing test (hostile_engines_test.cc).
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "absl/strings/str_cat.h"
#include "bot/v1/stdio.pb.h"
#include "google/protobuf/util/json_util.h"

namespace {

void Write(const std::string& bytes) {
  for (size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::write(1, bytes.data() + done, bytes.size() - done);
    if (n <= 0) std::_Exit(0);
    done += static_cast<size_t>(n);
  }
}

std::string Json(const bot::v1::StdioResponse& answer) {
  std::string line;
  (void)google::protobuf::util::MessageToJsonString(answer, &line);
  return line;
}

void SleepForever() {
  while (true) ::pause();
}

bot::v1::EngineInfo Info(const std::string& mode) {
  bot::v1::EngineInfo info;
  info.set_name(mode == "huge_getinfo" ? std::string(1000000, 'n') : "hostile " + mode);
  info.set_version("1");
  info.add_games()->set_game("reversi");
  if (mode == "bad_options") {
    for (int i = 0; i < 2; ++i) {
      bot::v1::OptionSpec& option = *info.add_options();
      option.set_name("x");
      option.set_type(bot::v1::OptionSpec::INT);
      option.set_default_value("0");
    }
  }
  return info;
}

// The answer to a decide request under `mode`, as the bytes written.
std::string Decide(const std::string& mode, const bot::v1::StdioRequest& request) {
  bot::v1::StdioResponse answer;
  answer.set_id(request.id());
  *answer.mutable_decide()->mutable_action() = request.decide().legal_actions(0);
  const std::string line = Json(answer);
  if (mode == "deep_nesting") {
    return absl::StrCat(line.substr(0, line.size() - 2),
                        ",\"info\":{\"comment\":", std::string(500000, '['),
                        std::string(500000, ']'), "}}}\n");
  }
  if (mode == "huge_comment") {
    return absl::StrCat(line.substr(0, line.size() - 2), ",\"info\":{\"comment\":\"",
                        std::string(900000, '#'), "\"}}}\n");
  }
  if (mode == "unknown_keys") {
    return absl::StrCat("{\"thoughts\":[1,2,{\"deep\":true}],", line.substr(1), "\n");
  }
  if (mode == "huge_line") return std::string(size_t{4} << 20, 'x') + "\n";
  if (mode == "no_newline") {
    Write(line);
    SleepForever();
  }
  if (mode == "binary") {
    std::string bytes;
    for (int i = 0; i < 4000; ++i) bytes += static_cast<char>((i * 7919) & 0xff);
    return bytes + "\n";
  }
  if (mode == "write_after_answer") return line + "\nunasked\n";
  if (mode == "closed_stdout") {
    ::close(1);
    SleepForever();
  }
  if (mode == "ignores_sigterm") {
    ::signal(SIGTERM, SIG_IGN);
    SleepForever();
  }
  if (mode == "stderr_flood") {
    const std::string flood(1 << 20, 'e');
    for (int i = 0; i < 4; ++i) std::fwrite(flood.data(), 1, flood.size(), stderr);
  }
  if (mode == "exit1_child_holds_stdout") {
    if (::fork() == 0) {
      ::sleep(60);
      std::_Exit(0);
    }
    std::_Exit(1);
  }
  return line + "\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = "none";
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--mode=", 0) == 0) mode = arg.substr(7);
  }
  for (std::string line; std::getline(std::cin, line);) {
    bot::v1::StdioRequest request;
    if (!google::protobuf::util::JsonStringToMessage(line, &request).ok()) return 2;
    bot::v1::StdioResponse answer;
    answer.set_id(request.id());
    if (request.has_get_info()) {
      if (mode == "getinfo_hang") SleepForever();
      *answer.mutable_get_info() = Info(mode);
    } else if (request.has_prepare()) {
      answer.mutable_prepare();
    } else if (request.has_game_over()) {
      answer.mutable_game_over();
    } else if (request.has_decide()) {
      Write(Decide(mode, request));
      continue;
    }
    Write(Json(answer) + "\n");
  }
  return 0;
}
