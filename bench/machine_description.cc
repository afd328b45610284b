#include "bench/machine_description.h"

#include <fstream>
#include <map>
#include <thread>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace bench {

std::string MachineDescription() {
  // The first processor's fields: every processor repeats them.
  std::map<std::string, std::string> fields;
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line) && !line.empty();) {
    const size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    fields[std::string(absl::StripAsciiWhitespace(line.substr(0, colon)))] =
        std::string(absl::StripAsciiWhitespace(line.substr(colon + 1)));
  }
  std::string description = fields.count("model name") ? fields["model name"] : "a processor";
  if (fields.count("cpu family") && fields.count("model")) {
    absl::StrAppend(&description, " (cpu family ", fields["cpu family"], ", model ",
                    fields["model"], ")");
  }
  if (const unsigned cores = std::thread::hardware_concurrency(); cores > 0) {
    absl::StrAppend(&description, ", ", cores, " logical cores");
  }
  return description;
}

}  // namespace bench
