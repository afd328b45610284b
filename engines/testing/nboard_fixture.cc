#include "engines/testing/nboard_fixture.h"

#include <chrono>
#include <cstdio>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "engines/reversi/evaluation.h"
#include "engines/reversi/strong_search.h"
#include "games/reversi/reversi_state.h"

namespace engines {
namespace {

constexpr char kName[] = "reversi-nboard-fixture";

// The move in "XX", "XX/eval/time" or "XX eval time": its first word.
std::string MoveWord(absl::string_view text) {
  const std::vector<std::string> words =
      absl::StrSplit(text, absl::ByAnyChar(" \t/"), absl::SkipEmpty());
  return words.empty() ? "" : words[0];
}

}  // namespace

NboardFixture::NboardFixture(const NboardFixtureOptions& options)
    : options_(options), position_(reversi::StartPosition()) {}

bool NboardFixture::Play(const std::string& text) {
  const std::string lower = absl::AsciiStrToLower(text);
  const reversi::Bitboard moves = position_.Moves();
  if (lower == "pa" || lower == "ps" || lower == "pass") {
    if (moves != 0) return false;
    position_ = position_.Pass();
    return true;
  }
  absl::StatusOr<int> square = reversi::ParseMove(lower);
  if (!square.ok() || *square == reversi::kPass || !(moves & reversi::SquareBit(*square))) {
    return false;
  }
  position_ = position_.Play(*square);
  return true;
}

bool NboardFixture::SetGame(const std::string& ggf) {
  // Tags are NAME[value]; BO is "8 <64 squares> <side to move>" ('*'
  // black, 'O' white, '-' empty, spaces anywhere), B and W are moves.
  reversi::Bitboard black = 0;
  reversi::Bitboard white = 0;
  bool black_to_move = true;
  bool board_seen = false;
  std::vector<std::string> moves;
  size_t at = 0;
  while ((at = ggf.find('[', at)) != std::string::npos) {
    size_t name_start = at;
    while (name_start > 0 && absl::ascii_isupper(ggf[name_start - 1])) --name_start;
    const std::string name = ggf.substr(name_start, at - name_start);
    const size_t end = ggf.find(']', at);
    if (end == std::string::npos) return false;
    const std::string value = ggf.substr(at + 1, end - at - 1);
    at = end + 1;
    if (name == "B" || name == "W") {
      moves.push_back(MoveWord(value));
    } else if (name == "BO") {
      std::string squares;
      for (char c : value) {
        if (c != ' ') squares.push_back(c);
      }
      if (squares.size() != 66 || squares[0] != '8') return false;
      for (int square = 0; square < 64; ++square) {
        const char c = squares[1 + square];
        if (c == '*') black |= reversi::SquareBit(square);
        if (c == 'O') white |= reversi::SquareBit(square);
      }
      black_to_move = squares[65] == '*';
      board_seen = true;
    }
  }
  if (!board_seen) return false;
  const reversi::Position saved = position_;
  position_ = black_to_move ? reversi::Position{black, white} : reversi::Position{white, black};
  for (const std::string& move : moves) {
    if (!Play(move)) {
      position_ = saved;
      return false;
    }
  }
  return true;
}

std::vector<std::string> NboardFixture::Go() {
  if (options_.answer_illegal) return {"=== D4/0.00/0.0"};
  const auto start = std::chrono::steady_clock::now();
  reversi::StrongSearchOptions search;
  search.max_depth = depth_;
  search.time_ms = 0;  // depth alone limits the search
  search.endgame_empties = options_.endgame_empties;
  const reversi::SearchResult result = reversi::StrongSearch(search).Run(position_);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string move =
      result.move == reversi::kPass ? "PA" : absl::AsciiStrToUpper(reversi::MoveName(result.move));
  return {"status thinking", absl::StrFormat("nodestats %d %.2f", result.nodes, seconds),
          absl::StrFormat("=== %s/%.2f/%.1f", move,
                          static_cast<double>(result.score) / reversi::kDiscUnit, seconds),
          "status waiting"};
}

std::vector<std::string> NboardFixture::Handle(const std::string& line) {
  absl::string_view rest = absl::StripAsciiWhitespace(line);
  if (rest == "go") return Go();
  if (rest == "quit") {
    quit_ = true;
  } else if (absl::ConsumePrefix(&rest, "ping")) {
    return {absl::StrCat("pong ", absl::StripAsciiWhitespace(rest))};
  } else if (absl::ConsumePrefix(&rest, "set depth ")) {
    if (!absl::SimpleAtoi(rest, &depth_) || depth_ < 1) {
      std::fprintf(stderr, "nboard fixture: bad depth '%s'\n", std::string(rest).c_str());
      depth_ = 1;
    }
    return {absl::StrCat("set myname ", kName)};
  } else if (absl::ConsumePrefix(&rest, "set game ")) {
    if (!SetGame(std::string(rest))) {
      std::fprintf(stderr, "nboard fixture: cannot read the game '%s'\n",
                   std::string(rest).c_str());
    }
  } else if (absl::ConsumePrefix(&rest, "move ")) {
    if (!Play(MoveWord(rest))) {
      std::fprintf(stderr, "nboard fixture: illegal move '%s'\n", std::string(rest).c_str());
    }
  }
  return {};
}

}  // namespace engines
