#include "games/davinci/davinci_game.h"

#include "absl/strings/str_cat.h"

namespace davinci {
namespace {

bot::v1::DavinciColour ColourMessage(int colour) {
  return colour == 0 ? bot::v1::BLACK : bot::v1::WHITE;
}

bot::v1::DavinciObservation::Phase PhaseMessage(Phase phase) {
  switch (phase) {
    case Phase::kPlaceJoker:
      return bot::v1::DavinciObservation::PLACE_JOKER;
    case Phase::kDraw:
      return bot::v1::DavinciObservation::DRAW;
    case Phase::kGuess:
      return bot::v1::DavinciObservation::GUESS;
    case Phase::kGuessOrStop:
      return bot::v1::DavinciObservation::GUESS_OR_STOP;
    case Phase::kReveal:
      return bot::v1::DavinciObservation::REVEAL;
    case Phase::kOver:
      break;
  }
  return bot::v1::DavinciObservation::PHASE_UNSPECIFIED;
}

}  // namespace

absl::StatusOr<bool> ParseVariant(const std::string& variant) {
  if (variant.empty() || variant == "standard") return true;
  if (variant == "no_jokers") return false;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown davinci variant '", variant, "' (known: standard, no_jokers)"));
}

bot::v1::DavinciObservation ObservationOf(const DavinciState& state, int seat,
                                          const std::string& variant) {
  bot::v1::DavinciObservation view;
  view.set_variant(variant);
  view.set_players(state.Players());
  view.set_seat(seat);
  view.set_phase(PhaseMessage(state.phase()));
  view.set_pool_black(state.PoolCount(0));
  view.set_pool_white(state.PoolCount(1));
  for (int owner = 0; owner < state.Players(); ++owner) {
    bot::v1::DavinciRack* rack = view.add_racks();
    rack->set_out(state.Out(owner));
    for (const RackTile& tile : state.Rack(owner)) {
      bot::v1::DavinciTile* out = rack->add_tiles();
      out->set_id(tile.id);
      out->set_colour(ColourMessage(ColourOf(tile.tile)));
      out->set_value(owner == seat || tile.revealed ? ValueOf(tile.tile) : -1);
      out->set_revealed(tile.revealed);
    }
  }
  for (const Guess& guess : state.Guesses()) {
    bot::v1::DavinciGuess* out = view.add_guesses();
    out->set_guesser(guess.guesser);
    out->set_target(guess.target);
    out->set_tile_id(guess.tile_id);
    out->set_value(guess.value);
    out->set_correct(guess.correct);
    out->set_tiles_entered(guess.tiles_entered);
  }
  view.set_drawn_tile_id(state.DrawnId());
  if (state.PendingJoker() >= 0) view.set_joker_colour_pending(ColourOf(state.PendingJoker()) + 1);
  for (int out : state.Eliminated()) view.add_eliminated(out);
  return view;
}

namespace {

// The tiles of the view's racks: colours, values, ids, each tile once.
absl::Status CheckRacks(const bot::v1::DavinciObservation& view, int tiles) {
  std::vector<bool> id_seen(tiles, false), tile_seen(tiles, false);
  int in_racks = 0;
  for (int owner = 0; owner < view.racks_size(); ++owner) {
    for (const bot::v1::DavinciTile& tile : view.racks(owner).tiles()) {
      if (++in_racks > tiles) {
        return absl::InvalidArgumentError(
            absl::StrCat("the racks hold more than ", tiles, " tiles"));
      }
      if (tile.colour() != bot::v1::BLACK && tile.colour() != bot::v1::WHITE) {
        return absl::InvalidArgumentError(absl::StrCat("tile ", tile.id(), " has no colour"));
      }
      const int most = tiles > 24 ? kJokerValue : kJokerValue - 1;
      if (tile.value() < -1 || tile.value() > most) {
        return absl::InvalidArgumentError(
            absl::StrCat("tile ", tile.id(), " has value ", tile.value()));
      }
      if (tile.value() < 0 && tile.revealed()) {
        return absl::InvalidArgumentError(
            absl::StrCat("revealed tile ", tile.id(), " has no value"));
      }
      if (tile.value() < 0 && owner == static_cast<int>(view.seat())) {
        return absl::InvalidArgumentError("the observation hides a tile of your own rack");
      }
      if (tile.id() >= static_cast<uint32_t>(tiles) || id_seen[tile.id()]) {
        return absl::InvalidArgumentError(
            absl::StrCat("tile id ", tile.id(), " is used twice or beyond the ", tiles, " tiles"));
      }
      id_seen[tile.id()] = true;
      if (tile.value() < 0) continue;
      const int number = tile.value() * 2 + (tile.colour() == bot::v1::WHITE ? 1 : 0);
      if (tile_seen[number]) {
        return absl::InvalidArgumentError(absl::StrCat("tile ", tile.id(), " is seen twice"));
      }
      tile_seen[number] = true;
    }
  }
  if (in_racks + uint64_t{view.pool_black()} + view.pool_white() > static_cast<uint64_t>(tiles)) {
    return absl::InvalidArgumentError(
        absl::StrCat("racks and pool hold more than the game's ", tiles, " tiles"));
  }
  return absl::OkStatus();
}

// The turn's own state and the public history.
absl::Status CheckTurnAndHistory(const bot::v1::DavinciObservation& view, int tiles) {
  const uint32_t players = view.players();
  if (view.phase() < bot::v1::DavinciObservation::PLACE_JOKER ||
      view.phase() > bot::v1::DavinciObservation::REVEAL) {
    return absl::InvalidArgumentError(absl::StrCat("unknown phase ", view.phase()));
  }
  // Negative: none in the rack (the referee sends -2 while a drawn joker
  // waits to be placed).
  if (view.drawn_tile_id() >= 0) {
    bool own = false;
    for (const bot::v1::DavinciTile& tile : view.racks(view.seat()).tiles()) {
      own = own || tile.id() == static_cast<uint32_t>(view.drawn_tile_id());
    }
    if (!own) {
      return absl::InvalidArgumentError(
          absl::StrCat("the drawn tile ", view.drawn_tile_id(), " is not in your rack"));
    }
  }
  const bool placing = view.phase() == bot::v1::DavinciObservation::PLACE_JOKER;
  if (view.joker_colour_pending() > 2 || (placing && view.joker_colour_pending() == 0)) {
    return absl::InvalidArgumentError(
        absl::StrCat("pending joker colour ", view.joker_colour_pending()));
  }
  for (const bot::v1::DavinciGuess& guess : view.guesses()) {
    if (guess.guesser() >= players || guess.target() >= players ||
        guess.tile_id() >= static_cast<uint32_t>(tiles) || guess.value() < 0 ||
        guess.value() > kJokerValue || guess.tiles_entered() > static_cast<uint32_t>(tiles)) {
      return absl::InvalidArgumentError(
          absl::StrCat("guess ", guess.ShortDebugString(), " names no player, tile or value"));
    }
  }
  for (uint32_t seat : view.eliminated()) {
    if (seat >= players) {
      return absl::InvalidArgumentError(absl::StrCat("eliminated seat ", seat, " is no player"));
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckObservation(const bot::v1::DavinciObservation& view) {
  absl::StatusOr<bool> jokers = ParseVariant(view.variant());
  if (!jokers.ok()) return jokers.status();
  if (view.players() < 2 || view.players() > kMaxPlayers ||
      view.racks_size() != static_cast<int>(view.players()) || view.seat() >= view.players()) {
    return absl::InvalidArgumentError(absl::StrCat(view.players(), " players, ", view.racks_size(),
                                                   " racks, seat ", view.seat(),
                                                   ": a game has 2 to 4 players and a rack each"));
  }
  const int tiles = TileCount(*jokers);
  if (absl::Status racks = CheckRacks(view, tiles); !racks.ok()) return racks;
  return CheckTurnAndHistory(view, tiles);
}

std::vector<bot::v1::Action> DavinciGame::LegalActions() const {
  std::vector<bot::v1::Action> actions;
  const int seat = state_.ToMove();
  auto add = [&actions]() { return actions.emplace_back().mutable_davinci(); };
  switch (state_.phase()) {
    case Phase::kPlaceJoker:
      for (size_t position = 0; position <= state_.Rack(seat).size(); ++position) {
        add()->set_joker_position(position);
      }
      break;
    case Phase::kDraw:
      for (int colour = 0; colour < 2; ++colour) {
        if (state_.PoolCount(colour) > 0) add()->set_draw(ColourMessage(colour));
      }
      break;
    case Phase::kGuessOrStop:
      add()->set_stop(true);
      [[fallthrough]];
    case Phase::kGuess:
      for (int target = 0; target < state_.Players(); ++target) {
        if (target == seat || state_.Out(target)) continue;
        const std::vector<RackTile>& rack = state_.Rack(target);
        for (size_t position = 0; position < rack.size(); ++position) {
          if (rack[position].revealed) continue;
          for (int value = 0; value <= kJokerValue; ++value) {
            bot::v1::DavinciGuessAction* guess = add()->mutable_guess();
            guess->set_target(target);
            guess->set_position(position);
            guess->set_value(value);
          }
        }
      }
      break;
    case Phase::kReveal:
      for (const RackTile& tile : state_.Rack(seat)) {
        if (!tile.revealed) add()->set_reveal_tile_id(tile.id);
      }
      break;
    case Phase::kOver:
      break;
  }
  return actions;
}

void DavinciGame::FillObservationFor(int seat, bot::v1::Observation* observation) const {
  *observation->mutable_davinci() = ObservationOf(state_, seat, variant_);
}

games::ApplyResult DavinciGame::Apply(const bot::v1::Action& action) {
  if (action.game_case() != bot::v1::Action::kDavinci) return games::WrongGame(action);
  const bot::v1::DavinciAction& davinci = action.davinci();
  absl::Status status;
  switch (davinci.choice_case()) {
    case bot::v1::DavinciAction::kJokerPosition:
      status = state_.PlaceJoker(static_cast<int>(davinci.joker_position()));
      break;
    case bot::v1::DavinciAction::kDraw:
      if (davinci.draw() != bot::v1::BLACK && davinci.draw() != bot::v1::WHITE) {
        return {games::ActionFault::kMalformed, "draw names no colour"};
      }
      status = state_.Draw(davinci.draw() == bot::v1::BLACK ? 0 : 1);
      break;
    case bot::v1::DavinciAction::kGuess:
      status =
          state_.MakeGuess(static_cast<int>(davinci.guess().target()),
                           static_cast<int>(davinci.guess().position()), davinci.guess().value());
      break;
    case bot::v1::DavinciAction::kStop:
      status = state_.Stop();
      break;
    case bot::v1::DavinciAction::kRevealTileId:
      status = state_.Reveal(static_cast<int>(davinci.reveal_tile_id()));
      break;
    case bot::v1::DavinciAction::CHOICE_NOT_SET:
      return {games::ActionFault::kMalformed, "the action makes no choice"};
  }
  if (!status.ok()) return {games::ActionFault::kIllegal, std::string(status.message())};
  return {};
}

games::Outcome DavinciGame::GetOutcome() const {
  games::Outcome outcome;
  const int players = state_.Players();
  for (int seat = 0; seat < players; ++seat) {
    const int place = state_.PlaceOf(seat);
    outcome.scores.push_back(static_cast<double>(players - place) / (players - 1));
    outcome.points.push_back(place);
  }
  return outcome;
}

games::GameType DavinciGameType() {
  games::GameType type;
  type.id = "davinci";
  type.title = "Da Vinci Code";
  type.variants = {{"standard", "24 number tiles and 2 jokers", 0},
                   {"no_jokers", "the 24 number tiles only", 0}};
  type.min_seats = 2;
  type.max_seats = kMaxPlayers;
  type.points_label = "place (1 = winner)";
  type.higher_points_better = false;
  type.record_notation =
      "'deal' and each rack, then <seat>:draw-b|w, joker@<pos>, <target>@<pos>=<value>+|x, stop, "
      "reveal-<tile>";
  type.hidden_information = "the other players' hidden tiles and the pool";
  type.chance = true;
  type.create = [](const std::string& variant, uint64_t seed,
                   int seats) -> absl::StatusOr<std::unique_ptr<games::Game>> {
    absl::StatusOr<bool> jokers = ParseVariant(variant);
    if (!jokers.ok()) return jokers.status();
    return std::unique_ptr<games::Game>(new DavinciGame(variant, *jokers, seats, seed));
  };
  return type;
}

}  // namespace davinci
