#include "engines/testing/request_mutator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <string>

#include "games/common/fuzzing/byte_fuzz.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/message.h"
#include "google/protobuf/stubs/logging.h"

namespace engines::fuzz {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

// A place in a message tree a mutation can touch: a scalar (index: the
// element of a repeated field, or -1), a repeated field as a whole, or an
// unset singular message or oneof member.
struct Site {
  Message* message;
  const FieldDescriptor* field;
  int index;
};

struct Sites {
  std::vector<Site> scalars;
  std::vector<Site> lists;
  std::vector<Site> unset;
};

// Pointers stay valid until the tree changes: collect, mutate one, discard.
void Collect(Message* message, Sites* sites) {
  const Reflection* reflection = message->GetReflection();
  const Descriptor* descriptor = message->GetDescriptor();
  for (int i = 0; i < descriptor->field_count(); ++i) {
    const FieldDescriptor* field = descriptor->field(i);
    const bool is_message = field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE;
    if (field->is_repeated()) {
      sites->lists.push_back({message, field, -1});
      for (int j = 0; j < reflection->FieldSize(*message, field); ++j) {
        if (is_message) {
          Collect(reflection->MutableRepeatedMessage(message, field, j), sites);
        } else {
          sites->scalars.push_back({message, field, j});
        }
      }
    } else if ((is_message || field->containing_oneof() != nullptr) &&
               !reflection->HasField(*message, field)) {
      sites->unset.push_back({message, field, -1});
    } else if (is_message) {
      Collect(reflection->MutableMessage(message, field), sites);
    } else {
      sites->scalars.push_back({message, field, -1});
    }
  }
}

template <typename T>
const T& PickOf(const std::vector<T>& items, games::SeededRandom& random) {
  return items[random.Below(items.size())];
}

// Values near the old one, at the type's edges, small ones (board, tile
// and dice sizes) and arbitrary bits. Arithmetic in uint64_t wraps instead
// of overflowing.
template <typename T>
T NewInteger(T old, games::SeededRandom& random) {
  const uint64_t bits = static_cast<uint64_t>(old);
  switch (random.Below(10)) {
    case 0:
      return 0;
    case 1:
      return static_cast<T>(~uint64_t{0});  // -1, or the unsigned maximum
    case 2:
      return std::numeric_limits<T>::max();
    case 3:
      return std::numeric_limits<T>::min();
    case 4:
      return static_cast<T>(bits + 1);
    case 5:
      return static_cast<T>(bits - 1);
    case 6:
      return static_cast<T>(bits * 2 + 1);
    case 7:
      return static_cast<T>(random.Below(140));
    case 8:
      return static_cast<T>(bits + random.Below(21) - 10);
    default:
      return static_cast<T>(random.Next());
  }
}

double NewDouble(double old, games::SeededRandom& random) {
  const double values[] = {0,
                           -1,
                           std::nan(""),
                           std::numeric_limits<double>::infinity(),
                           -std::numeric_limits<double>::infinity(),
                           1e308,
                           old * 2 + 1};
  return values[random.Below(std::size(values))];
}

std::string NewString(const std::string& old, const bot::v1::DecideRequest& other,
                      games::SeededRandom& random) {
  switch (random.Below(9)) {
    case 0:
      return "";
    case 1:
      return other.variant();
    case 2:
      return other.game();
    case 3:
      return old + "x";
    case 4:
      return old.substr(0, old.size() / 2);
    case 5:
      return "1000000x1000000";
    case 6:
      return "4294967296x2";
    case 7:
      return old + ":solo";
    default: {
      // ASCII, control characters included: a string field from the wire
      // is valid UTF-8 (protobuf refuses to parse anything else).
      std::string noise(random.Below(12), ' ');
      for (char& c : noise) c = static_cast<char>(random.Below(128));
      return noise;
    }
  }
}

int NewEnum(int old, games::SeededRandom& random) {
  const int values[] = {0, 1, 2, 3, 4, 5, 6, -1, 1000, old + 1, old - 1};
  return values[random.Below(std::size(values))];
}

// Sets a scalar site (a singular field, or one element of a repeated one)
// to a new value of its type.
void MutateScalar(const Site& site, const bot::v1::DecideRequest& other,
                  games::SeededRandom& random) {
  Message* m = site.message;
  const FieldDescriptor* f = site.field;
  const Reflection* r = m->GetReflection();
  const bool one = site.index < 0;
  const int i = site.index;
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32: {
      const int32_t v =
          NewInteger(one ? r->GetInt32(*m, f) : r->GetRepeatedInt32(*m, f, i), random);
      one ? r->SetInt32(m, f, v) : r->SetRepeatedInt32(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_INT64: {
      const int64_t v =
          NewInteger(one ? r->GetInt64(*m, f) : r->GetRepeatedInt64(*m, f, i), random);
      one ? r->SetInt64(m, f, v) : r->SetRepeatedInt64(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_UINT32: {
      const uint32_t v =
          NewInteger(one ? r->GetUInt32(*m, f) : r->GetRepeatedUInt32(*m, f, i), random);
      one ? r->SetUInt32(m, f, v) : r->SetRepeatedUInt32(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_UINT64: {
      const uint64_t v =
          NewInteger(one ? r->GetUInt64(*m, f) : r->GetRepeatedUInt64(*m, f, i), random);
      one ? r->SetUInt64(m, f, v) : r->SetRepeatedUInt64(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_BOOL: {
      const bool v = !(one ? r->GetBool(*m, f) : r->GetRepeatedBool(*m, f, i));
      one ? r->SetBool(m, f, v) : r->SetRepeatedBool(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_ENUM: {
      // proto3 enums are open: unknown numbers arrive as they are.
      const int v =
          NewEnum(one ? r->GetEnumValue(*m, f) : r->GetRepeatedEnumValue(*m, f, i), random);
      one ? r->SetEnumValue(m, f, v) : r->SetRepeatedEnumValue(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_DOUBLE: {
      const double v =
          NewDouble(one ? r->GetDouble(*m, f) : r->GetRepeatedDouble(*m, f, i), random);
      one ? r->SetDouble(m, f, v) : r->SetRepeatedDouble(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_FLOAT: {
      const float v = static_cast<float>(
          NewDouble(one ? r->GetFloat(*m, f) : r->GetRepeatedFloat(*m, f, i), random));
      one ? r->SetFloat(m, f, v) : r->SetRepeatedFloat(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_STRING: {
      const std::string v =
          NewString(one ? r->GetString(*m, f) : r->GetRepeatedString(*m, f, i), other, random);
      one ? r->SetString(m, f, v) : r->SetRepeatedString(m, f, i, v);
      break;
    }
    case FieldDescriptor::CPPTYPE_MESSAGE:
      break;  // not a scalar
  }
}

// Appends a copy of element `index` of a repeated field.
void AppendCopy(Message* m, const FieldDescriptor* f, int index) {
  const Reflection* r = m->GetReflection();
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      return r->AddInt32(m, f, r->GetRepeatedInt32(*m, f, index));
    case FieldDescriptor::CPPTYPE_INT64:
      return r->AddInt64(m, f, r->GetRepeatedInt64(*m, f, index));
    case FieldDescriptor::CPPTYPE_UINT32:
      return r->AddUInt32(m, f, r->GetRepeatedUInt32(*m, f, index));
    case FieldDescriptor::CPPTYPE_UINT64:
      return r->AddUInt64(m, f, r->GetRepeatedUInt64(*m, f, index));
    case FieldDescriptor::CPPTYPE_BOOL:
      return r->AddBool(m, f, r->GetRepeatedBool(*m, f, index));
    case FieldDescriptor::CPPTYPE_ENUM:
      return r->AddEnumValue(m, f, r->GetRepeatedEnumValue(*m, f, index));
    case FieldDescriptor::CPPTYPE_DOUBLE:
      return r->AddDouble(m, f, r->GetRepeatedDouble(*m, f, index));
    case FieldDescriptor::CPPTYPE_FLOAT:
      return r->AddFloat(m, f, r->GetRepeatedFloat(*m, f, index));
    case FieldDescriptor::CPPTYPE_STRING:
      return r->AddString(m, f, r->GetRepeatedString(*m, f, index));
    case FieldDescriptor::CPPTYPE_MESSAGE: {
      // Copied out first: the element must not move while it is read.
      std::unique_ptr<Message> copy(r->GetRepeatedMessage(*m, f, index).New());
      copy->CopyFrom(r->GetRepeatedMessage(*m, f, index));
      r->AddMessage(m, f)->CopyFrom(*copy);
      return;
    }
  }
}

// Appends a default element (0, "", an empty message).
void AppendDefault(Message* m, const FieldDescriptor* f) {
  const Reflection* r = m->GetReflection();
  if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
    r->AddMessage(m, f);
    return;
  }
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      return r->AddInt32(m, f, 0);
    case FieldDescriptor::CPPTYPE_INT64:
      return r->AddInt64(m, f, 0);
    case FieldDescriptor::CPPTYPE_UINT32:
      return r->AddUInt32(m, f, 0);
    case FieldDescriptor::CPPTYPE_UINT64:
      return r->AddUInt64(m, f, 0);
    case FieldDescriptor::CPPTYPE_BOOL:
      return r->AddBool(m, f, false);
    case FieldDescriptor::CPPTYPE_ENUM:
      return r->AddEnumValue(m, f, 0);
    case FieldDescriptor::CPPTYPE_DOUBLE:
      return r->AddDouble(m, f, 0);
    case FieldDescriptor::CPPTYPE_FLOAT:
      return r->AddFloat(m, f, 0);
    case FieldDescriptor::CPPTYPE_STRING:
      return r->AddString(m, f, "");
    case FieldDescriptor::CPPTYPE_MESSAGE:
      return;
  }
}

// Empties, shrinks, reorders or grows a repeated field.
void Resize(const Site& site, games::SeededRandom& random) {
  Message* m = site.message;
  const FieldDescriptor* f = site.field;
  const Reflection* r = m->GetReflection();
  const int size = r->FieldSize(*m, f);
  switch (random.Below(6)) {
    case 0:
      r->ClearField(m, f);
      return;
    case 1:
      if (size == 0) return;
      r->SwapElements(m, f, static_cast<int>(random.Below(size)), size - 1);
      r->RemoveLast(m, f);
      return;
    case 2:
      if (size > 1) {
        r->SwapElements(m, f, static_cast<int>(random.Below(size)),
                        static_cast<int>(random.Below(size)));
      }
      return;
    case 3:
      AppendDefault(m, f);
      return;
    default: {
      // Copies of existing elements: one, or many more than the game has.
      const int target = random.Below(2) ? size + 1 : 2 * size + static_cast<int>(random.Below(64));
      for (int n = size; n < target; ++n) {
        if (size == 0) {
          AppendDefault(m, f);
        } else {
          AppendCopy(m, f, static_cast<int>(random.Below(size)));
        }
      }
      return;
    }
  }
}

// Sets an unset singular message (empty) or oneof member (a new value,
// which switches the oneof to it).
void SetUnset(const Site& site, const bot::v1::DecideRequest& other, games::SeededRandom& random) {
  if (site.field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
    site.message->GetReflection()->MutableMessage(site.message, site.field);
    return;
  }
  MutateScalar(site, other, random);
}

// One change somewhere in the tree under `root`.
void MutateTree(Message* root, const bot::v1::DecideRequest& other, games::SeededRandom& random) {
  Sites sites;
  Collect(root, &sites);
  const uint64_t kind = random.Below(10);
  if (kind < 6 && !sites.scalars.empty()) {
    MutateScalar(PickOf(sites.scalars, random), other, random);
  } else if (kind < 9 && !sites.lists.empty()) {
    Resize(PickOf(sites.lists, random), random);
  } else if (!sites.unset.empty()) {
    SetUnset(PickOf(sites.unset, random), other, random);
  }
}

}  // namespace

const bot::v1::DecideRequest& RequestMutator::AnyOfPool(games::SeededRandom& random) const {
  return PickOf(pool_, random);
}

void RequestMutator::Mutate(bot::v1::DecideRequest* request, games::SeededRandom& random) const {
  const int mutations = 1 + static_cast<int>(random.Below(3));
  for (int i = 0; i < mutations; ++i) MutateOnce(request, random);
}

void RequestMutator::MutateOnce(bot::v1::DecideRequest* request,
                                games::SeededRandom& random) const {
  const bot::v1::DecideRequest& other = AnyOfPool(random);
  switch (random.Below(10)) {
    case 0:
    case 1:
    case 2:
    case 3:
      MutateTree(request->mutable_observation(), other, random);
      return;
    case 4:
    case 5:
      MutateLegalActions(request, random);
      return;
    case 6:
    case 7:
      MutateRequestFields(request, random);
      return;
    case 8:
      // A consistent view of another position (or game) with these legal
      // actions, or these with another list.
      if (random.Below(2)) {
        *request->mutable_observation() = other.observation();
      } else {
        *request->mutable_legal_actions() = other.legal_actions();
      }
      return;
    default:
      MutateBytes(request, random);
      return;
  }
}

void RequestMutator::MutateLegalActions(bot::v1::DecideRequest* request,
                                        games::SeededRandom& random) const {
  auto* legal = request->mutable_legal_actions();
  const int size = legal->size();
  switch (random.Below(8)) {
    case 0:
      legal->Clear();
      return;
    case 1:
      if (size > 1) {
        legal->SwapElements(0, static_cast<int>(random.Below(size)));
        legal->DeleteSubrange(1, size - 1);  // one left
      }
      return;
    case 2:
      if (size > 0) {
        legal->SwapElements(static_cast<int>(random.Below(size)), size - 1);
        legal->RemoveLast();
      }
      return;
    case 3:
      legal->Add();  // no game at all
      return;
    case 4: {
      // One of another request's, likely another game's.
      const bot::v1::DecideRequest& other = AnyOfPool(random);
      if (!other.legal_actions().empty()) {
        *legal->Add() =
            other.legal_actions(static_cast<int>(random.Below(other.legal_actions_size())));
      }
      return;
    }
    default:
      if (size > 0) {
        MutateTree(legal->Mutable(static_cast<int>(random.Below(size))), AnyOfPool(random), random);
      }
      return;
  }
}

void RequestMutator::MutateRequestFields(bot::v1::DecideRequest* request,
                                         games::SeededRandom& random) const {
  const bot::v1::DecideRequest& other = AnyOfPool(random);
  switch (random.Below(7)) {
    case 0:
      request->set_game(NewString(request->game(), other, random));
      return;
    case 1:
      // No observation, or an empty one of some game.
      request->clear_observation();
      if (random.Below(2)) MutateTree(request->mutable_observation(), other, random);
      return;
    case 2:
      request->set_variant(NewString(request->variant(), other, random));
      return;
    case 3:
      request->set_seat(NewInteger(request->seat(), random));
      return;
    case 4: {
      // Options the engine does not declare, or values that do not parse.
      const char* const values[] = {"", "nan", "inf", "-1", "1e9", "abc", "true", "0.5.1"};
      // Names sorted: a map's order differs from run to run.
      std::vector<std::string> names = {"no_such_option"};
      for (const auto& [name, value] : request->options()) names.push_back(name);
      std::sort(names.begin() + 1, names.end());
      const std::string& name = names[random.Below(2) ? 0 : random.Below(names.size())];
      (*request->mutable_options())[name] = values[random.Below(std::size(values))];
      return;
    }
    case 5:
      MutateTimes(request, random);
      return;
    default:
      request->set_ply(NewInteger(request->ply(), random));
      request->set_seed(random.Next());
      return;
  }
}

void RequestMutator::MutateTimes(bot::v1::DecideRequest* request,
                                 games::SeededRandom& random) const {
  // Ends of the ranges, none small: the limits stay, and a time that ran
  // out before the node limit would make the answer depend on the clock.
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  const int64_t times[] = {0, -1, kMin, kMax, int64_t{1} << 40};
  const int64_t time = times[random.Below(std::size(times))];
  bot::v1::ClockState* clock = request->mutable_clock();
  switch (random.Below(5)) {
    case 0:
      request->clear_clock();
      request->set_time_budget_ms(time);
      return;
    case 1:
      clock->set_remaining_ms(random.Below(2) ? kMax : int64_t{1} << 40);
      return;
    case 2:
      clock->set_remaining_ms(kMax);
      clock->set_increment_ms(time == kMin ? 0 : time);  // a huge debit would bind
      return;
    case 3:
      clock->set_remaining_ms(kMax);
      clock->set_moves_to_go(NewInteger(clock->moves_to_go(), random));
      return;
    default:
      clock->add_seat_remaining_ms(time);
      return;
  }
}

void RequestMutator::MutateBytes(bot::v1::DecideRequest* request,
                                 games::SeededRandom& random) const {
  // Deterministic: map entries in key order, the same bytes every run.
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    request->SerializeToCodedStream(&coded);
  }
  games::fuzzing::MutateBytes(&bytes, random);
  bot::v1::DecideRequest parsed;
  // Strings that are not UTF-8 fail the parse, each with a log line.
  const google::protobuf::LogSilencer quiet;
  if (!parsed.ParseFromString(bytes)) {
    // Random bytes instead; most do not parse, and then nothing changes.
    std::string noise(random.Below(64), ' ');
    for (char& c : noise) c = static_cast<char>(random.Below(256));
    if (!parsed.ParseFromString(noise)) return;
  }
  *parsed.mutable_limits() = request->limits();
  *parsed.mutable_options() = request->options();
  *request = std::move(parsed);
}

}  // namespace engines::fuzz
