#include "games/battleship/battleship_game.h"

#include "absl/strings/str_cat.h"

namespace battleship {

absl::StatusOr<BattleshipVariant> ParseVariant(const std::string& variant) {
  BattleshipVariant parsed;
  std::string name = variant;
  const size_t colon = variant.find(':');
  if (colon != std::string::npos) {
    if (variant.substr(colon + 1) != "solo") {
      return absl::InvalidArgumentError(
          absl::StrCat("battleship variant '", variant, "': the only mode is ':solo'"));
    }
    parsed.solo = true;
    name = variant.substr(0, colon);
  }
  absl::StatusOr<Rules> rules = MakeRules(name);
  if (!rules.ok()) return rules.status();
  parsed.rules = *std::move(rules);
  return parsed;
}

bot::v1::Action LayoutAction(const Layout& layout) {
  bot::v1::Action action;
  bot::v1::BattleshipLayout* out = action.mutable_battleship()->mutable_layout();
  for (size_t i = 0; i < layout.size(); ++i) {
    bot::v1::BattleshipPlacement* placement = out->add_placements();
    placement->set_ship(static_cast<uint32_t>(i));
    placement->set_row(layout[i].row);
    placement->set_column(layout[i].column);
    placement->set_vertical(layout[i].vertical);
  }
  return action;
}

bot::v1::Action ShotAction(int cell) {
  bot::v1::Action action;
  action.mutable_battleship()->set_shot(cell);
  return action;
}

absl::StatusOr<Layout> LayoutOf(const Rules& rules, const bot::v1::BattleshipLayout& layout) {
  Layout ordered(rules.fleet.size());
  std::vector<bool> seen(rules.fleet.size(), false);
  if (layout.placements_size() != static_cast<int>(rules.fleet.size())) {
    return absl::InvalidArgumentError(absl::StrCat("the layout places ", layout.placements_size(),
                                                   " ships; the fleet has ", rules.fleet.size()));
  }
  for (const bot::v1::BattleshipPlacement& placement : layout.placements()) {
    if (placement.ship() >= rules.fleet.size() || seen[placement.ship()]) {
      return absl::InvalidArgumentError(
          absl::StrCat("ship ", placement.ship(), " is unknown or placed twice"));
    }
    seen[placement.ship()] = true;
    ordered[placement.ship()] =
        Placement{static_cast<int>(placement.row()), static_cast<int>(placement.column()),
                  placement.vertical()};
  }
  return ordered;
}

namespace {

bot::v1::BattleshipShot ShotMessage(const Rules& rules, const Shot& shot) {
  bot::v1::BattleshipShot out;
  out.set_cell(shot.cell);
  out.set_result(shot.result == ShotResult::kMiss  ? bot::v1::BattleshipShot::MISS
                 : shot.result == ShotResult::kHit ? bot::v1::BattleshipShot::HIT
                                                   : bot::v1::BattleshipShot::SUNK);
  out.set_sunk_ship(shot.sunk_ship);
  if (shot.sunk_ship >= 0) out.set_sunk_name(rules.fleet[shot.sunk_ship].name);
  return out;
}

}  // namespace

bot::v1::BattleshipObservation ObservationOf(const BattleshipState& state, int seat,
                                             const std::string& variant) {
  const Rules& rules = state.rules();
  bot::v1::BattleshipObservation observation;
  observation.set_variant(variant);
  observation.set_width(rules.width);
  observation.set_height(rules.height);
  for (const Ship& ship : rules.fleet) {
    bot::v1::BattleshipShip* out = observation.add_fleet();
    out->set_name(ship.name);
    out->set_length(ship.length);
  }
  observation.set_phase(state.InPlacement() ? bot::v1::BattleshipObservation::PLACEMENT
                                            : bot::v1::BattleshipObservation::SHOOTING);
  *observation.mutable_own_layout() = LayoutAction(state.LayoutOf(seat)).battleship().layout();
  for (const Shot& shot : state.ShotsBy(seat))
    *observation.add_own_shots() = ShotMessage(rules, shot);
  for (const Shot& shot : state.ShotsAt(seat))
    *observation.add_incoming_shots() = ShotMessage(rules, shot);
  observation.set_solo(state.Players() == 1);
  return observation;
}

namespace {

// The variant's rules, if the board and fleet sent are the variant's.
absl::StatusOr<Rules> RulesOf(const bot::v1::BattleshipObservation& observation) {
  absl::StatusOr<BattleshipVariant> variant = ParseVariant(observation.variant());
  if (!variant.ok()) return variant.status();
  const Rules& rules = variant->rules;
  bool same = static_cast<int>(observation.width()) == rules.width &&
              static_cast<int>(observation.height()) == rules.height &&
              observation.fleet_size() == static_cast<int>(rules.fleet.size());
  for (int i = 0; same && i < observation.fleet_size(); ++i) {
    same = static_cast<int>(observation.fleet(i).length()) == rules.fleet[i].length;
  }
  if (!same)
    return absl::InvalidArgumentError("the observation does not match its variant's board");
  return rules;
}

absl::StatusOr<Shot> ShotOf(const Rules& rules, const bot::v1::BattleshipShot& message,
                            int number) {
  Shot shot;
  shot.cell = static_cast<int>(message.cell());
  if (message.cell() >= static_cast<uint32_t>(rules.Cells())) {
    return absl::InvalidArgumentError(
        absl::StrCat("shot ", number, " at cell ", message.cell(), " is off the board"));
  }
  switch (message.result()) {
    case bot::v1::BattleshipShot::MISS:
      shot.result = ShotResult::kMiss;
      return shot;
    case bot::v1::BattleshipShot::HIT:
      shot.result = ShotResult::kHit;
      return shot;
    case bot::v1::BattleshipShot::SUNK:
      if (message.sunk_ship() < 0 || message.sunk_ship() >= static_cast<int>(rules.fleet.size())) {
        return absl::InvalidArgumentError(absl::StrCat("shot ", number, " sinks ship ",
                                                       message.sunk_ship(), ", not in the fleet"));
      }
      shot.result = ShotResult::kSunk;
      shot.sunk_ship = message.sunk_ship();
      return shot;
    default:
      return absl::InvalidArgumentError(
          absl::StrCat("shot ", number, " has no answer (result ", message.result(), ")"));
  }
}

}  // namespace

absl::StatusOr<SeatView> SeatViewOf(const bot::v1::BattleshipObservation& observation) {
  SeatView view;
  absl::StatusOr<Rules> rules = RulesOf(observation);
  if (!rules.ok()) return rules.status();
  view.rules = *std::move(rules);
  switch (observation.phase()) {
    case bot::v1::BattleshipObservation::PLACEMENT:
      view.placement = true;
      break;
    case bot::v1::BattleshipObservation::SHOOTING:
      break;
    default:
      return absl::InvalidArgumentError(absl::StrCat("unknown phase ", observation.phase()));
  }
  std::vector<bool> shot_at(view.rules.Cells(), false);
  std::vector<bool> sunk(view.rules.fleet.size(), false);
  for (const bot::v1::BattleshipShot& message : observation.own_shots()) {
    const int number = static_cast<int>(view.own_shots.size()) + 1;
    absl::StatusOr<Shot> shot = ShotOf(view.rules, message, number);
    if (!shot.ok()) return shot.status();
    if (shot_at[shot->cell]) {
      return absl::InvalidArgumentError(
          absl::StrCat("shot ", number, " is at ", CellName(view.rules, shot->cell), " again"));
    }
    shot_at[shot->cell] = true;
    if (shot->result == ShotResult::kSunk) {
      if (sunk[shot->sunk_ship]) {
        return absl::InvalidArgumentError(
            absl::StrCat("shot ", number, " sinks ship ", shot->sunk_ship, " again"));
      }
      sunk[shot->sunk_ship] = true;
    }
    view.own_shots.push_back(*shot);
  }
  if (!view.placement && static_cast<int>(view.own_shots.size()) == view.rules.Cells()) {
    return absl::InvalidArgumentError("every cell has been shot: nothing is left to shoot");
  }
  return view;
}

BattleshipGame::BattleshipGame(const std::string& variant_name, BattleshipVariant variant,
                               uint64_t seed)
    // The default variant ("") by its name in the views, as the other games
    // do (variant_name_ is initialised before rules move into state_).
    : variant_name_(variant_name.empty() ? variant.rules.name : variant_name),
      seed_(seed),
      state_(std::move(variant.rules), variant.solo ? 1 : 2, seed) {}

std::vector<bot::v1::Action> BattleshipGame::LegalActions() const {
  std::vector<bot::v1::Action> actions;
  if (state_.InPlacement()) {
    // A seeded sample: the same game and seat always see the same choices.
    games::SeededRandom random(
        games::MixSeeds(seed_, 0x1a70 + static_cast<uint64_t>(state_.ToMove())));
    for (int i = 0; i < kLayoutSamples; ++i)
      actions.push_back(LayoutAction(UniformLayout(state_.rules(), random)));
    return actions;
  }
  for (int cell = 0; cell < state_.rules().Cells(); ++cell) {
    if (!state_.HasFiredAt(state_.ToMove(), cell)) actions.push_back(ShotAction(cell));
  }
  return actions;
}

void BattleshipGame::FillObservationFor(int seat, bot::v1::Observation* observation) const {
  *observation->mutable_battleship() = ObservationOf(state_, seat, variant_name_);
}

games::ApplyResult BattleshipGame::Apply(const bot::v1::Action& action) {
  if (action.game_case() != bot::v1::Action::kBattleship) return games::WrongGame(action);
  const bot::v1::BattleshipAction& battleship = action.battleship();
  if (battleship.choice_case() == bot::v1::BattleshipAction::kLayout) {
    if (!state_.InPlacement())
      return {games::ActionFault::kIllegal, "a layout outside the placement phase"};
    absl::StatusOr<Layout> layout = LayoutOf(state_.rules(), battleship.layout());
    if (!layout.ok())
      return {games::ActionFault::kMalformed, std::string(layout.status().message())};
    absl::Status placed = state_.Place(*layout);
    if (!placed.ok())
      return {games::ActionFault::kIllegal, absl::StrCat("illegal layout: ", placed.message())};
    return {};
  }
  if (battleship.choice_case() == bot::v1::BattleshipAction::kShot) {
    absl::StatusOr<Shot> shot = state_.Fire(static_cast<int>(battleship.shot()));
    if (!shot.ok()) return {games::ActionFault::kIllegal, std::string(shot.status().message())};
    return {};
  }
  return {games::ActionFault::kMalformed, "neither a layout nor a shot"};
}

games::Outcome BattleshipGame::GetOutcome() const {
  games::Outcome outcome;
  for (int seat = 0; seat < state_.Players(); ++seat) {
    outcome.scores.push_back(seat == state_.Winner() ? 1.0 : 0.0);
    outcome.points.push_back(static_cast<double>(state_.ShotsBy(seat).size()));
  }
  return outcome;
}

games::GameType BattleshipGameType() {
  games::GameType type;
  type.id = "battleship";
  type.title = "Battleship";
  type.variants = {{"classic", "10x10, fleet 5 4 3 3 2", 2},
                   {"seed8", "the seed document's 8x8 board", 2},
                   {"classic:solo", "one player sinks a random fleet", 1},
                   {"seed8:solo", "the same on 8x8", 1}};
  type.min_seats = 1;
  type.max_seats = 2;
  type.points_label = "shots fired";
  type.higher_points_better = false;
  type.record_notation =
      "'P<seat>:' and the layout (each ship's top-left cell and h|v, in fleet order, e.g. "
      "a1h,c3v), then <seat>:<cell>=<miss|hit|sunk(ship)> per shot";
  type.hidden_information = "the opponent's fleet";
  type.chance = true;
  type.create = [](const std::string& variant, uint64_t seed,
                   int seats) -> absl::StatusOr<std::unique_ptr<games::Game>> {
    absl::StatusOr<BattleshipVariant> parsed = ParseVariant(variant);
    if (!parsed.ok()) return parsed.status();
    const int wanted = parsed->solo ? 1 : 2;
    if (seats != wanted) {
      return absl::InvalidArgumentError(absl::StrCat("battleship", parsed->solo ? " solo" : "",
                                                     " is for ", wanted, " player",
                                                     wanted == 1 ? "" : "s", ", not ", seats));
    }
    return std::unique_ptr<games::Game>(new BattleshipGame(variant, *std::move(parsed), seed));
  };
  return type;
}

}  // namespace battleship
