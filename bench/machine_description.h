// One line naming the machine a benchmark runs on: the processor as
// /proc/cpuinfo names it, with its family and model numbers (which tell
// two generations of a cloud machine type apart when the name does not),
// and the logical cores. Printed beside the results, so that figures from
// different machines are not compared as if from one.
#ifndef BENCH_MACHINE_DESCRIPTION_H_
#define BENCH_MACHINE_DESCRIPTION_H_

#include <string>

namespace bench {

// For example "AMD EPYC (cpu family 26, model 2), 2 logical cores"; what
// cannot be read is left out.
std::string MachineDescription();

}  // namespace bench

#endif  // BENCH_MACHINE_DESCRIPTION_H_
