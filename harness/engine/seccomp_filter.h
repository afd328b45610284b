// The seccomp filter a sandboxed engine runs under (bwrap --seccomp FD
// applies it after its own setup, just before the engine's exec): the
// system calls that reach past the sandbox, or into the kernel's least
// travelled code, fail with EPERM; everything else is allowed. Built with
// libseccomp, as a classic BPF program for the native ABI; a system call of
// any other ABI (the 32-bit int 0x80 one, x32) fails too.
#ifndef HARNESS_ENGINE_SECCOMP_FILTER_H_
#define HARNESS_ENGINE_SECCOMP_FILTER_H_

#include <string>

#include "absl/status/statusor.h"

namespace harness {

// The compiled program (struct sock_filter[], as bwrap reads it), built once.
absl::StatusOr<std::string> SandboxSeccompProgram();

}  // namespace harness

#endif  // HARNESS_ENGINE_SECCOMP_FILTER_H_
