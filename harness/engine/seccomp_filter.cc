#include "harness/engine/seccomp_filter.h"

#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

// Denied whatever their arguments: mounting and leaving the mount tree,
// reaching files by handle (past every mount), other processes' memory,
// new namespaces, the kernel's keyrings, BPF and perf, modules, kexec,
// swap and reboot, and the fresh attack surface of userfaultfd and io_uring.
constexpr const char* kDenied[] = {
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "fsopen",
    "fsconfig",
    "fsmount",
    "fspick",
    "move_mount",
    "open_tree",
    "mount_setattr",
    "open_by_handle_at",
    "name_to_handle_at",
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "unshare",
    "setns",
    "keyctl",
    "add_key",
    "request_key",
    "bpf",
    "perf_event_open",
    "init_module",
    "finit_module",
    "delete_module",
    "kexec_load",
    "kexec_file_load",
    "swapon",
    "swapoff",
    "reboot",
    "acct",
    "quotactl",
    "syslog",
    "userfaultfd",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "iopl",
    "ioperm",
};

// clone() flags that make namespaces; clone() without them is fork or a
// thread, and stays allowed.
constexpr unsigned long kNamespaceFlags[] = {CLONE_NEWNS,    CLONE_NEWUSER, CLONE_NEWPID,
                                             CLONE_NEWNET,   CLONE_NEWIPC,  CLONE_NEWUTS,
                                             CLONE_NEWCGROUP};

absl::StatusOr<std::string> Build() {
  const auto failed = [](const char* what, int error) {
    return absl::InternalError(absl::StrCat("seccomp filter: ", what, ": ", std::strerror(-error)));
  };
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  if (filter == nullptr) return absl::InternalError("seccomp filter: seccomp_init failed");
  std::string program;
  absl::Status status;
  int error = seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_ERRNO(EPERM));
  if (error != 0) status = failed("foreign ABIs", error);
  for (const char* name : kDenied) {
    const int number = seccomp_syscall_resolve_name(name);
    if (!status.ok() || number == __NR_SCMP_ERROR) continue;  // unknown to this kernel's ABI
    error = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), number, 0);
    if (error != 0) status = failed(name, error);
  }
  for (const unsigned long flag : kNamespaceFlags) {
    if (!status.ok()) break;
    error = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                             SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag));
    if (error != 0) status = failed("clone", error);
  }
  // clone3 passes its flags in memory, which seccomp cannot read: ENOSYS
  // makes glibc fall back to clone, whose flags it can.
  if (status.ok()) {
    error = seccomp_rule_add(filter, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    if (error != 0) status = failed("clone3", error);
  }
  if (status.ok()) {
    const int fd = ::memfd_create("seccomp", MFD_CLOEXEC);
    error = fd < 0 ? -errno : seccomp_export_bpf(filter, fd);
    if (error != 0) status = failed("export", error);
    const off_t size = fd < 0 ? 0 : ::lseek(fd, 0, SEEK_END);
    program.resize(size > 0 ? static_cast<size_t>(size) : 0);
    if (status.ok() &&
        ::pread(fd, program.data(), program.size(), 0) != static_cast<ssize_t>(program.size())) {
      status = failed("read back", -errno);
    }
    if (fd >= 0) ::close(fd);
  }
  seccomp_release(filter);
  if (!status.ok()) return status;
  return program;
}

}  // namespace

absl::StatusOr<std::string> SandboxSeccompProgram() {
  static const absl::StatusOr<std::string>* const kProgram =
      new absl::StatusOr<std::string>(Build());
  return *kProgram;
}

}  // namespace harness
