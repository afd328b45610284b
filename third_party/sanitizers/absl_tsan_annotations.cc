// ThreadSanitizer sees only the synchronisation it intercepts (pthreads,
// std::mutex) or that instrumented code performs. Debian's Abseil is not
// built for TSan, so absl::Mutex (futexes inside an uninstrumented library)
// orders nothing in its eyes and every access it guards reads as a race.
// These definitions interpose on the library's entry points (the executable's
// symbols win over the shared library's, for gRPC's calls too), call the real
// function found with dlsym(RTLD_NEXT), and tell TSan the order the mutex
// gives: acquire after taking it, release before giving it up (also around
// the waits that give it up and take it back), and acquire before a wait's
// condition is evaluated (the library evaluates it holding the mutex, in the
// waiting thread or in the one unlocking) and release after it. Linked into every binary
// under --config=tsan only (.bazelrc), as Abseil's own TSan build annotates
// its Mutex.
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/base/options.h"
#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "absl/time/time.h"

extern "C" void __tsan_acquire(void* address);
extern "C" void __tsan_release(void* address);

namespace {

#define TSAN_STRING_(x) #x
#define TSAN_STRING(x) TSAN_STRING_(x)

// The library's own definition of the member `mangled` names after
// "_ZN4absl<inline namespace>" (or "_ZNK..." for `is_const`); F is the
// member's type with the object as the first parameter.
template <typename F>
F Real(const char* mangled, bool is_const = false) {
  const std::string space = TSAN_STRING(ABSL_OPTION_INLINE_NAMESPACE_NAME);
  const std::string name = std::string(is_const ? "_ZNK4absl" : "_ZN4absl") +
                           std::to_string(space.size()) + space + mangled;
  void* real = ::dlsym(RTLD_NEXT, name.c_str());
  if (real == nullptr) {
    std::fprintf(stderr, "absl_tsan_annotations: %s not found in Abseil\n", name.c_str());
    std::abort();
  }
  return reinterpret_cast<F>(real);
}

void Acquire(const void* address) { __tsan_acquire(const_cast<void*>(address)); }
void Release(const void* address) { __tsan_release(const_cast<void*>(address)); }

// A wait's condition, evaluated after the acquire its mutex gives.
struct HeldCondition {
  const absl::Condition* condition;
  const absl::Mutex* mutex;
};

// Evaluated holding the mutex, between two of the library's own unlocks that
// these wrappers cannot see: so it acquires before and releases after.
bool EvaluateHeld(HeldCondition* held) {
  const absl::Mutex* mutex = held->mutex;
  Acquire(mutex);
  const bool met = held->condition->Eval();
  Release(mutex);
  return met;
}

}  // namespace

namespace absl {
ABSL_NAMESPACE_BEGIN

void Mutex::Lock() {
  static const auto real = Real<void (*)(Mutex*)>("5Mutex4LockEv");
  real(this);
  Acquire(this);
}

void Mutex::ReaderLock() {
  static const auto real = Real<void (*)(Mutex*)>("5Mutex10ReaderLockEv");
  real(this);
  Acquire(this);
}

bool Mutex::TryLock() {
  static const auto real = Real<bool (*)(Mutex*)>("5Mutex7TryLockEv");
  const bool locked = real(this);
  if (locked) Acquire(this);
  return locked;
}

bool Mutex::ReaderTryLock() {
  static const auto real = Real<bool (*)(Mutex*)>("5Mutex13ReaderTryLockEv");
  const bool locked = real(this);
  if (locked) Acquire(this);
  return locked;
}

void Mutex::Unlock() {
  static const auto real = Real<void (*)(Mutex*)>("5Mutex6UnlockEv");
  Release(this);
  real(this);
}

void Mutex::ReaderUnlock() {
  static const auto real = Real<void (*)(Mutex*)>("5Mutex12ReaderUnlockEv");
  Release(this);
  real(this);
}

void Mutex::LockWhen(const Condition& condition) {
  static const auto real =
      Real<void (*)(Mutex*, const Condition&)>("5Mutex8LockWhenERKNS0_9ConditionE");
  HeldCondition held{&condition, this};
  real(this, Condition(&EvaluateHeld, &held));
  Acquire(this);
}

bool Mutex::LockWhenWithTimeout(const Condition& condition, Duration timeout) {
  static const auto real = Real<bool (*)(Mutex*, const Condition&, Duration)>(
      "5Mutex19LockWhenWithTimeoutERKNS0_9ConditionENS0_8DurationE");
  HeldCondition held{&condition, this};
  const bool met = real(this, Condition(&EvaluateHeld, &held), timeout);
  Acquire(this);
  return met;
}

bool Mutex::LockWhenWithDeadline(const Condition& condition, Time deadline) {
  static const auto real = Real<bool (*)(Mutex*, const Condition&, Time)>(
      "5Mutex20LockWhenWithDeadlineERKNS0_9ConditionENS0_4TimeE");
  HeldCondition held{&condition, this};
  const bool met = real(this, Condition(&EvaluateHeld, &held), deadline);
  Acquire(this);
  return met;
}

void Mutex::Await(const Condition& condition) {
  static const auto real =
      Real<void (*)(Mutex*, const Condition&)>("5Mutex5AwaitERKNS0_9ConditionE");
  HeldCondition held{&condition, this};
  Release(this);
  real(this, Condition(&EvaluateHeld, &held));
  Acquire(this);
}

bool Mutex::AwaitWithTimeout(const Condition& condition, Duration timeout) {
  static const auto real = Real<bool (*)(Mutex*, const Condition&, Duration)>(
      "5Mutex16AwaitWithTimeoutERKNS0_9ConditionENS0_8DurationE");
  HeldCondition held{&condition, this};
  Release(this);
  const bool met = real(this, Condition(&EvaluateHeld, &held), timeout);
  Acquire(this);
  return met;
}

bool Mutex::AwaitWithDeadline(const Condition& condition, Time deadline) {
  static const auto real = Real<bool (*)(Mutex*, const Condition&, Time)>(
      "5Mutex17AwaitWithDeadlineERKNS0_9ConditionENS0_4TimeE");
  HeldCondition held{&condition, this};
  Release(this);
  const bool met = real(this, Condition(&EvaluateHeld, &held), deadline);
  Acquire(this);
  return met;
}

void CondVar::Wait(Mutex* mutex) {
  static const auto real = Real<void (*)(CondVar*, Mutex*)>("7CondVar4WaitEPNS0_5MutexE");
  Release(mutex);
  real(this, mutex);
  Acquire(mutex);
}

bool CondVar::WaitWithTimeout(Mutex* mutex, Duration timeout) {
  static const auto real = Real<bool (*)(CondVar*, Mutex*, Duration)>(
      "7CondVar15WaitWithTimeoutEPNS0_5MutexENS0_8DurationE");
  Release(mutex);
  const bool timed_out = real(this, mutex, timeout);
  Acquire(mutex);
  return timed_out;
}

bool CondVar::WaitWithDeadline(Mutex* mutex, Time deadline) {
  static const auto real =
      Real<bool (*)(CondVar*, Mutex*, Time)>("7CondVar16WaitWithDeadlineEPNS0_5MutexENS0_4TimeE");
  Release(mutex);
  const bool timed_out = real(this, mutex, deadline);
  Acquire(mutex);
  return timed_out;
}

void Notification::Notify() {
  static const auto real = Real<void (*)(Notification*)>("12Notification6NotifyEv");
  Release(this);
  real(this);
}

void Notification::WaitForNotification() const {
  static const auto real =
      Real<void (*)(const Notification*)>("12Notification19WaitForNotificationEv", true);
  real(this);
  Acquire(this);
}

bool Notification::WaitForNotificationWithTimeout(Duration timeout) const {
  static const auto real = Real<bool (*)(const Notification*, Duration)>(
      "12Notification30WaitForNotificationWithTimeoutENS0_8DurationE", true);
  const bool notified = real(this, timeout);
  if (notified) Acquire(this);
  return notified;
}

bool Notification::WaitForNotificationWithDeadline(Time deadline) const {
  static const auto real = Real<bool (*)(const Notification*, Time)>(
      "12Notification31WaitForNotificationWithDeadlineENS0_4TimeE", true);
  const bool notified = real(this, deadline);
  if (notified) Acquire(this);
  return notified;
}

ABSL_NAMESPACE_END
}  // namespace absl
