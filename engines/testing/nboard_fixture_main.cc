// nboard_fixture: an NBoard-protocol Reversi engine on stdin/stdout (see
// nboard_fixture.h). Flags: --illegal (answer every `go` with D4),
// --endgame-empties=N.
#include <cstdio>
#include <iostream>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/strip.h"
#include "engines/testing/nboard_fixture.h"

int main(int argc, char** argv) {
  engines::NboardFixtureOptions options;
  for (int i = 1; i < argc; ++i) {
    absl::string_view arg = argv[i];
    if (arg == "--illegal") {
      options.answer_illegal = true;
    } else if (!(absl::ConsumePrefix(&arg, "--endgame-empties=") &&
                 absl::SimpleAtoi(arg, &options.endgame_empties))) {
      std::fprintf(stderr,
                   "nboard_fixture: unknown argument '%s' (--illegal, --endgame-empties=N)\n",
                   argv[i]);
      return 2;
    }
  }
  engines::NboardFixture fixture(options);
  std::string line;
  while (!fixture.quit() && std::getline(std::cin, line)) {
    for (const std::string& answer : fixture.Handle(line)) std::cout << answer << std::endl;
  }
  return 0;
}
