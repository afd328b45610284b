#include "harness/play/engine_cpu.h"

namespace harness {

EngineCpu::EngineCpu(const std::vector<EngineConnection*>& seats)
    : seats_(seats),
      last_us_(seats.size(), -1),
      total_us_(seats.size(), 0),
      moves_us_(seats.size(), 0),
      move_start_us_(seats.size(), -1),
      measured_(seats.size(), false) {
  for (size_t seat = 0; seat < seats.size(); ++seat) last_us_[seat] = seats[seat]->CpuMicros();
}

int64_t EngineCpu::Read(int seat) {
  const int64_t now = seats_[seat]->CpuMicros();
  if (now < 0) return -1;
  measured_[seat] = true;
  // No earlier reading, or a smaller one: a process started since, whose
  // whole time is new.
  const int64_t last = last_us_[seat];
  total_us_[seat] += last >= 0 && now >= last ? now - last : now;
  last_us_[seat] = now;
  return now;
}

void EngineCpu::BeforeMove(int seat) {
  seats_[seat]->SetDeciding(true);
  move_start_us_[seat] = Read(seat);
}

void EngineCpu::AfterMove(int seat) {
  seats_[seat]->SetDeciding(false);
  const int64_t start = move_start_us_[seat];
  const int64_t now = Read(seat);
  if (start >= 0 && now >= start) moves_us_[seat] += now - start;
}

void EngineCpu::Record(tourney::v1::GameRecord* record) {
  for (size_t seat = 0; seat < seats_.size(); ++seat) {
    Read(static_cast<int>(seat));
    if (!measured_[seat] || static_cast<int>(seat) >= record->players_size()) continue;
    tourney::v1::PlayerRecord* player = record->mutable_players(static_cast<int>(seat));
    player->set_cpu_ms(total_us_[seat] / 1000);
    player->set_cpu_ms_own_moves(moves_us_[seat] / 1000);
  }
}

}  // namespace harness
