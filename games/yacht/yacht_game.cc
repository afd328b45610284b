#include "games/yacht/yacht_game.h"

#include <algorithm>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace yacht {

absl::StatusOr<YachtVariant> ParseVariant(const std::string& variant) {
  const size_t colon = variant.find(':');
  std::string name = variant.substr(0, colon);
  if (name.empty()) name = "clubhouse";
  std::map<std::string, std::string> switches;
  YachtVariant parsed;
  if (colon != std::string::npos) {
    for (absl::string_view item :
         absl::StrSplit(variant.substr(colon + 1), ',', absl::SkipEmpty())) {
      const size_t equals = item.find('=');
      if (equals == absl::string_view::npos) {
        return absl::InvalidArgumentError(
            absl::StrCat("yacht variant '", variant, "': '", item, "' is not switch=value"));
      }
      const std::string key(item.substr(0, equals));
      const std::string value(item.substr(equals + 1));
      if (key == "duplicate_dice") {
        if (value != "true" && value != "false") {
          return absl::InvalidArgumentError(
              absl::StrCat("duplicate_dice=", value, ": expected true or false"));
        }
        parsed.duplicate_dice = value == "true";
      } else {
        switches[key] = value;
      }
    }
  }
  absl::StatusOr<Ruleset> rules = MakeRuleset(name, switches);
  if (!rules.ok()) return rules.status();
  parsed.rules = *std::move(rules);
  return parsed;
}

bot::v1::Action KeepAction(const FaceCounts& kept) {
  bot::v1::Action action;
  bot::v1::YachtKeep* keep = action.mutable_yacht()->mutable_keep();
  for (int f = 0; f < kFaces; ++f) {
    for (int n = 0; n < kept[f]; ++n) keep->add_dice(f + 1);
  }
  return action;
}

bot::v1::Action FillAction(int index) {
  bot::v1::Action action;
  action.mutable_yacht()->set_category(index);
  return action;
}

bot::v1::YachtObservation ObservationOf(const YachtState& state) {
  const Ruleset& rules = state.rules();
  bot::v1::YachtObservation observation;
  observation.set_ruleset(rules.name);
  for (Category category : rules.categories) observation.add_categories(CategoryName(category));
  observation.set_five_equal_full_house(rules.five_equal_full_house);
  observation.set_yahtzee_bonus(rules.yahtzee_bonus_and_joker);
  observation.set_forced_joker(rules.forced_joker);
  for (int p = 0; p < state.Players(); ++p) {
    const Sheet& sheet = state.SheetOf(p);
    bot::v1::YachtSheet* out = observation.add_sheets();
    for (int i = 0; i < rules.NumCategories(); ++i) out->add_boxes(sheet.Box(i));
    out->set_upper_total(sheet.UpperTotal(rules));
    out->set_upper_bonus(sheet.UpperBonus(rules));
    out->set_yahtzee_bonus(sheet.YahtzeeBonus());
    out->set_total(sheet.Total(rules));
  }
  for (int f = 0; f < kFaces; ++f) {
    for (int n = 0; n < state.Dice()[f]; ++n) observation.add_dice(f + 1);
  }
  observation.set_rolls_left(state.RollsLeft());
  observation.set_turn(state.Turn());
  return observation;
}

namespace {

// At most five values (callers check: more would overflow the counts).
absl::StatusOr<FaceCounts> DiceOf(const google::protobuf::RepeatedField<uint32_t>& values) {
  FaceCounts dice{};
  for (uint32_t value : values) {
    if (value < 1 || value > kFaces)
      return absl::InvalidArgumentError(absl::StrCat("no die shows ", value));
    ++dice[value - 1];
  }
  return dice;
}

// The ruleset an observation names, its switches applied; its boxes must be
// the ruleset's, in order.
absl::StatusOr<Ruleset> RulesOf(const bot::v1::YachtObservation& observation) {
  absl::StatusOr<Ruleset> rules = MakeRuleset(
      observation.ruleset(),
      {{"five_equal_full_house", observation.five_equal_full_house() ? "true" : "false"},
       {"yahtzee_bonus", observation.yahtzee_bonus() ? "true" : "false"},
       {"joker", observation.forced_joker() ? "forced" : "free"}});
  if (!rules.ok()) return rules.status();
  bool same = rules->NumCategories() == observation.categories_size();
  for (int i = 0; same && i < rules->NumCategories(); ++i) {
    same = observation.categories(i) == CategoryName(rules->categories[i]);
  }
  if (!same) return absl::InvalidArgumentError("the observation's boxes are not its ruleset's");
  return rules;
}

// The sheet of `seat`, each box empty (-1) or at most what any box scores.
absl::StatusOr<Sheet> SheetOf(const bot::v1::YachtObservation& observation, int seat,
                              const Ruleset& rules) {
  if (observation.sheets_size() < 1 || observation.sheets_size() > kMaxPlayers) {
    return absl::InvalidArgumentError(
        absl::StrCat(observation.sheets_size(), " sheets; a game has 1 to ", kMaxPlayers));
  }
  if (seat < 0 || seat >= observation.sheets_size()) {
    return absl::InvalidArgumentError(absl::StrCat("no sheet for seat ", seat));
  }
  const bot::v1::YachtSheet& view = observation.sheets(seat);
  if (view.boxes_size() != rules.NumCategories()) {
    return absl::InvalidArgumentError("the sheet's boxes do not match the ruleset");
  }
  const int most =
      std::max({kDice * kFaces, rules.small_straight, rules.large_straight, rules.yacht});
  Sheet sheet(rules.NumCategories());
  for (int i = 0; i < rules.NumCategories(); ++i) {
    if (view.boxes(i) < -1 || view.boxes(i) > most) {
      return absl::InvalidArgumentError(absl::StrCat("box ", observation.categories(i), " holds ",
                                                     view.boxes(i), "; a box holds 0 to ", most,
                                                     ", or -1 while empty"));
    }
    if (view.boxes(i) >= 0) sheet.Fill(i, TurnScore{true, view.boxes(i), 0});
  }
  if (sheet.FilledMask() == (1 << rules.NumCategories()) - 1) {
    return absl::InvalidArgumentError("the sheet is full: the game is over");
  }
  return sheet;
}

}  // namespace

absl::StatusOr<FaceCounts> KeptDice(const bot::v1::YachtKeep& keep) {
  if (keep.dice_size() > kDice) return absl::InvalidArgumentError("more than five dice kept");
  return DiceOf(keep.dice());
}

absl::StatusOr<YachtView> ViewOf(const bot::v1::YachtObservation& observation, int seat) {
  YachtView view;
  absl::StatusOr<Ruleset> rules = RulesOf(observation);
  if (!rules.ok()) return rules.status();
  view.rules = *std::move(rules);
  absl::StatusOr<Sheet> sheet = SheetOf(observation, seat, view.rules);
  if (!sheet.ok()) return sheet.status();
  view.sheet = *std::move(sheet);
  if (observation.dice_size() != kDice) {
    return absl::InvalidArgumentError(
        absl::StrCat(observation.dice_size(), " dice on the table; a roll has five"));
  }
  absl::StatusOr<FaceCounts> dice = DiceOf(observation.dice());
  if (!dice.ok()) return dice.status();
  view.dice = *dice;
  if (observation.rolls_left() < 0 || observation.rolls_left() > 2) {
    return absl::InvalidArgumentError(
        absl::StrCat(observation.rolls_left(), " re-rolls left; a turn has 0 to 2"));
  }
  view.rolls_left = observation.rolls_left();
  return view;
}

std::vector<bot::v1::Action> YachtGame::LegalActions() const {
  std::vector<bot::v1::Action> actions;
  if (state_.RollsLeft() > 0) {
    for (const FaceCounts& kept : SubMultisets(state_.Dice())) actions.push_back(KeepAction(kept));
  }
  for (int i = 0; i < state_.rules().NumCategories(); ++i) {
    if (state_.ScoreFor(i).legal) actions.push_back(FillAction(i));
  }
  return actions;
}

void YachtGame::FillObservationFor(int /*seat*/, bot::v1::Observation* observation) const {
  *observation->mutable_yacht() = ObservationOf(state_);
}

games::ApplyResult YachtGame::Apply(const bot::v1::Action& action) {
  if (action.game_case() != bot::v1::Action::kYacht) return games::WrongGame(action);
  const bot::v1::YachtAction& yacht = action.yacht();
  absl::Status status;
  if (yacht.choice_case() == bot::v1::YachtAction::kKeep) {
    absl::StatusOr<FaceCounts> kept = KeptDice(yacht.keep());
    if (!kept.ok()) return {games::ActionFault::kMalformed, std::string(kept.status().message())};
    status = state_.Keep(*kept);
  } else if (yacht.choice_case() == bot::v1::YachtAction::kCategory) {
    status = state_.Fill(static_cast<int>(yacht.category()));
  } else {
    return {games::ActionFault::kMalformed, "neither a keep nor a box"};
  }
  if (!status.ok()) return {games::ActionFault::kIllegal, std::string(status.message())};
  return {};
}

std::string YachtGame::PositionText() const {
  const Ruleset& rules = state_.rules();
  std::string text;
  for (int p = 0; p < state_.Players(); ++p) {
    const Sheet& sheet = state_.SheetOf(p);
    absl::StrAppend(&text, p == 0 ? "" : " ", "P", p, ":");
    for (int i = 0; i < rules.NumCategories(); ++i) {
      absl::StrAppend(&text, CategoryName(rules.categories[i]), "=",
                      sheet.IsFilled(i) ? absl::StrCat(sheet.Box(i)) : "-", ",");
    }
    absl::StrAppend(&text, "total=", sheet.Total(rules));
  }
  return text;
}

games::Outcome YachtGame::GetOutcome() const {
  // Score: the share of opponents beaten (ties count half), so a pair's
  // result follows from comparing two seats' scores.
  const int players = state_.Players();
  games::Outcome outcome;
  for (int p = 0; p < players; ++p)
    outcome.points.push_back(state_.SheetOf(p).Total(state_.rules()));
  for (int p = 0; p < players; ++p) {
    double beaten = 0;
    for (int q = 0; q < players; ++q) {
      if (q == p) continue;
      beaten += outcome.points[p] > outcome.points[q]    ? 1
                : outcome.points[p] == outcome.points[q] ? 0.5
                                                         : 0;
    }
    outcome.scores.push_back(players > 1 ? beaten / (players - 1) : 1.0);
  }
  return outcome;
}

games::GameType YachtGameType() {
  games::GameType type;
  type.id = "yacht";
  type.title = "Yacht dice";
  type.variants = {{"clubhouse", "12 boxes (no three of a kind)", 0},
                   {"pancht", "the seed document's 13 boxes", 0},
                   {"yahtzee", "13 boxes, 25/30/40 scores, Yahtzee bonus and joker", 0},
                   {"clubhouse:duplicate_dice=true", "every seat rolls the same dice", 0}};
  type.variant_syntax = "RULESET[:switch=value,...], e.g. yahtzee:joker=forced";
  type.min_seats = 1;
  type.max_seats = kMaxPlayers;
  type.points_label = "final score";
  type.record_notation =
      "per turn 'P<seat>:' then r<dice> rolls, k<dice> keeps and <box>=<score>, comma-separated";
  type.chance = true;
  type.create = [](const std::string& variant, uint64_t seed,
                   int seats) -> absl::StatusOr<std::unique_ptr<games::Game>> {
    absl::StatusOr<YachtVariant> parsed = ParseVariant(variant);
    if (!parsed.ok()) return parsed.status();
    return std::unique_ptr<games::Game>(new YachtGame(*std::move(parsed), seats, seed));
  };
  return type;
}

}  // namespace yacht
