// Mutations of real DecideRequests for fuzzing engines: the game named
// wrong, an observation of another game or none, out-of-range, negative
// and huge values in any observation or action field, repeated fields
// emptied, shrunk or grown, legal actions emptied, cut, duplicated or
// taken from other requests, options that do not resolve, extreme times,
// and the serialized request with bytes changed and parsed again. Driven by
// a seeded stream, so a seed and an iteration name one request.
#ifndef ENGINES_TESTING_REQUEST_MUTATOR_H_
#define ENGINES_TESTING_REQUEST_MUTATOR_H_

#include <vector>

#include "bot/v1/engine.pb.h"
#include "games/common/seeded_random.h"

namespace engines::fuzz {

class RequestMutator {
 public:
  // `pool`: requests of every game, where foreign observations, actions
  // and legal-action lists come from (kept by reference: it must outlive
  // the mutator).
  explicit RequestMutator(const std::vector<bot::v1::DecideRequest>& pool) : pool_(pool) {}

  // Applies one to three mutations to `request`. Its search limits and
  // options survive the byte-level ones (changing those could only make a
  // search long, which finds nothing).
  void Mutate(bot::v1::DecideRequest* request, games::SeededRandom& random) const;

 private:
  void MutateOnce(bot::v1::DecideRequest* request, games::SeededRandom& random) const;
  void MutateLegalActions(bot::v1::DecideRequest* request, games::SeededRandom& random) const;
  void MutateRequestFields(bot::v1::DecideRequest* request, games::SeededRandom& random) const;
  void MutateTimes(bot::v1::DecideRequest* request, games::SeededRandom& random) const;
  void MutateBytes(bot::v1::DecideRequest* request, games::SeededRandom& random) const;
  const bot::v1::DecideRequest& AnyOfPool(games::SeededRandom& random) const;

  const std::vector<bot::v1::DecideRequest>& pool_;
};

}  // namespace engines::fuzz

#endif  // ENGINES_TESTING_REQUEST_MUTATOR_H_
