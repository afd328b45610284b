// SIGINT and SIGTERM in the tourney binary. Before AllowGracefulStop() a
// signal kills every engine process group and exits at once; after it the
// first signal is only recorded (StopSignal(): the run stops gracefully)
// and the second does the former. Exit status: 128 + the signal number.
#ifndef HARNESS_CLI_STOP_SIGNALS_H_
#define HARNESS_CLI_STOP_SIGNALS_H_

namespace harness {

// Installs the handlers for SIGINT and SIGTERM.
void InstallStopSignals();
// From now on the first signal asks for a graceful stop.
void AllowGracefulStop();
// The signal that asked for a graceful stop, 0 while none has.
int StopSignal();

}  // namespace harness

#endif  // HARNESS_CLI_STOP_SIGNALS_H_
