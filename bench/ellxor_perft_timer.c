// The peer's side of bench/perft_vs_ellxor.sh: ellxor/othello's perft
// (https://github.com/ellxor/othello, MIT licence; not vendored here, the
// script compiles a checkout of it with this file) on the whole tree from
// the start position, one thread, timed like bench/perft_timer.cc and printed
// in its format. The peer's own main() times a quarter of the tree (the four
// first moves are symmetric) and from depth 11 splits it over 3 threads; this
// times the same work ours does.
//   usage: ellxor_perft_timer DEPTH
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "perft.h"

int main(int argc, char** argv) {
  const int depth = argc == 2 ? atoi(argv[1]) : 0;
  if (depth < 1 || depth > 20) {
    fprintf(stderr, "ellxor_perft_timer: usage: ellxor_perft_timer DEPTH (1..20)\n");
    return 2;
  }
  init_magics();
  const clock_t cpu_start = clock();
  struct timespec wall_start, wall_end;
  clock_gettime(CLOCK_MONOTONIC, &wall_start);
  const long leaves = perft(start_state(), depth);
  clock_gettime(CLOCK_MONOTONIC, &wall_end);
  const double wall =
      (double)(wall_end.tv_sec - wall_start.tv_sec) + (wall_end.tv_nsec - wall_start.tv_nsec) / 1e9;
  const double cpu = (double)(clock() - cpu_start) / CLOCKS_PER_SEC;
  printf("leaves=%ld wall_s=%.3f cpu_s=%.3f\n", leaves, wall, cpu);
  return 0;
}
