#!/usr/bin/python3
"""Test fixture: a JSON-lines bot (any game, random legal moves) that first
tries what a sandboxed engine must not do, and says on stderr how each try
went, one line each: "probe NAME: ok" or "probe NAME: failed (why)".

  sandbox_probe_bot.py WRITE_PATH TMP_NAME READ_PATH... -- PORT FORKS MEMORY_MB

WRITE_PATH: a file to create outside its temporary directory; TMP_NAME: a
file to create in its TMPDIR; each READ_PATH (another engine's file, the
results log, /etc/shadow) is read; PORT: a TCP port on 127.0.0.1 to connect
to; FORKS: how many processes to start and hold at once (all killed before
it plays). With MEMORY_MB > 0 it then tries what root could do in a sandbox
that kept its privileges (its capabilities, remounting its directory
read-write, mounting, open_by_handle_at, ptrace, new namespaces, writing
/proc/sys, files of its own owned by root, system calls of the 32-bit ABI)
and has a child touch MEMORY_MB MiB. Only ever run those sandboxed: they
act on the host otherwise.
"""
import ctypes
import mmap
import os
import signal
import socket
import sys
import tempfile

import random_jsonl_bot


def attempt(name, action):
    try:
        result = action()
        print(f"probe {name}: ok{'' if result is None else f' ({result})'}", file=sys.stderr)
    except Exception as error:  # every failure is an outcome to report
        print(f"probe {name}: failed ({type(error).__name__}: {error})", file=sys.stderr)


def write(path):
    with open(path, "w") as file:
        file.write("escaped\n")


def read(path):
    with open(path, "rb") as file:
        return f"{len(file.read())} bytes"


def connect(port):
    with socket.create_connection(("127.0.0.1", port), timeout=5):
        pass


def fork_many(count):
    children = []
    try:
        for _ in range(count):
            pid = os.fork()
            if pid == 0:
                signal.pause()
                os._exit(0)
            children.append(pid)
    except OSError as error:
        print(f"probe fork: {len(children)} of {count} ({error})", file=sys.stderr)
    else:
        print(f"probe fork: {len(children)} of {count}", file=sys.stderr)
    for pid in children:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


LIBC = ctypes.CDLL("libc.so.6", use_errno=True)
MS_RDONLY, MS_REMOUNT, MS_BIND = 1, 32, 4096
CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWNET = 0x20000, 0x10000000, 0x40000000
SYS_CLONE, SYS_PTRACE = 56, 101
PTRACE_ATTACH = 16


def libc_call(result):
    if result == -1:
        error = ctypes.get_errno()
        raise OSError(error, os.strerror(error))
    return result


def capabilities():
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("CapEff:"))
    effective = line.split()[1]
    if int(effective, 16) == 0:
        raise PermissionError(f"CapEff {effective}")
    return f"CapEff {effective}"


def remount_rw():
    here = os.getcwd().encode()
    libc_call(LIBC.mount(None, here, None, MS_REMOUNT | MS_BIND, None))
    write(os.path.join(os.getcwd(), "remounted.txt"))


def mount_tmpfs():
    target = tempfile.mkdtemp().encode()
    libc_call(LIBC.mount(b"none", target, b"tmpfs", 0, None))
    LIBC.umount2(target, 0)


class FileHandle(ctypes.Structure):
    _fields_ = [("bytes", ctypes.c_uint), ("type", ctypes.c_int), ("data", ctypes.c_char * 128)]


def open_by_handle():
    handle = FileHandle(128, 0)
    mount_id = ctypes.c_int()
    libc_call(LIBC.name_to_handle_at(-100, b"/", ctypes.byref(handle), ctypes.byref(mount_id), 0))
    root = os.open("/", os.O_RDONLY)
    fd = libc_call(LIBC.open_by_handle_at(root, ctypes.byref(handle), os.O_RDONLY))
    os.close(fd)


def in_child(action):
    """Runs `action` in a child process: its exit says whether it worked."""
    pid = os.fork()
    if pid == 0:
        try:
            action()
            os._exit(0)
        except OSError as error:
            os._exit(error.errno or 1)
    status = os.waitpid(pid, 0)[1]
    if os.WIFSIGNALED(status):
        raise OSError(0, f"child killed by signal {os.WTERMSIG(status)}")
    if os.WEXITSTATUS(status) != 0:
        raise OSError(os.WEXITSTATUS(status), os.strerror(os.WEXITSTATUS(status)))


def ptrace():
    pid = os.fork()
    if pid == 0:
        signal.pause()
        os._exit(0)
    try:
        libc_call(LIBC.syscall(SYS_PTRACE, PTRACE_ATTACH, pid, None, None))
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


def clone_namespaces():
    pid = libc_call(LIBC.syscall(SYS_CLONE, CLONE_NEWUSER | CLONE_NEWNET | signal.SIGCHLD, None,
                                 None, None, None))
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)


def rewrite_hostname():
    """Writes /proc/sys/kernel/hostname, with the name it already has."""
    with open("/proc/sys/kernel/hostname") as file:
        name = file.read()
    with open("/proc/sys/kernel/hostname", "w") as file:
        file.write(name)


def touch_memory(megabytes):
    block = b"\1" * (megabytes << 20)
    return len(block)


def root_owned_file(path):
    owner = os.stat(path).st_uid
    if owner != 0:
        raise PermissionError(f"owned by uid {owner}, running as uid {os.getuid()}")
    return "owned by uid 0"


def int80_getpid():
    """getpid through the 32-bit ABI (int 0x80, eax 20): a foreign ABI."""
    code = bytes([0x53, 0xB8, 20, 0, 0, 0, 0xCD, 0x80, 0x5B, 0xC3])  # push rbx; mov eax; int; pop
    memory = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    memory.write(code)
    address = ctypes.addressof(ctypes.c_char.from_buffer(memory))
    result = ctypes.CFUNCTYPE(ctypes.c_int)(address)()
    if result < 0:
        raise OSError(-result, os.strerror(-result))
    return f"pid {result}"


def privileged_tries(tmp_file, memory_mb):
    attempt("capabilities", capabilities)
    attempt("remount_rw", remount_rw)
    attempt("mount", lambda: in_child(mount_tmpfs))
    attempt("open_by_handle_at", open_by_handle)
    attempt("ptrace", ptrace)
    attempt("unshare", lambda: in_child(lambda: libc_call(LIBC.unshare(CLONE_NEWUSER | CLONE_NEWNS))))
    attempt("clone_namespaces", clone_namespaces)
    attempt("write_proc_sys", rewrite_hostname)
    attempt("root_owned_file", lambda: root_owned_file(tmp_file))
    attempt("memory", lambda: in_child(lambda: touch_memory(memory_mb)))
    attempt("int80_getpid", int80_getpid)


def probe(argv):
    files, rest = argv[:argv.index("--")], argv[argv.index("--") + 1:]
    attempt("write_outside", lambda: write(files[0]))
    tmp_file = os.path.join(tempfile.gettempdir(), files[1])
    attempt("write_tmp", lambda: write(tmp_file))
    for path in files[2:]:
        attempt(f"read {path}", lambda: read(path))
    attempt("tcp_connect", lambda: connect(int(rest[0])))
    fork_many(int(rest[1]))
    if int(rest[2]) > 0:
        privileged_tries(tmp_file, int(rest[2]))
    sys.stderr.flush()


def main():
    probe(sys.argv[1:])
    random_jsonl_bot.serve("sandbox-probe")


if __name__ == "__main__":
    main()
