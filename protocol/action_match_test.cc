#include "protocol/action_match.h"

#include "gtest/gtest.h"

namespace protocol {
namespace {

bot::v1::Action Square(int square) {
  bot::v1::Action action;
  action.mutable_reversi()->set_square(square);
  return action;
}

TEST(ActionMatchTest, EqualFieldsMatchAndAChoiceOfZeroIsStillAChoice) {
  EXPECT_TRUE(SameAction(Square(19), Square(19)));
  EXPECT_FALSE(SameAction(Square(19), Square(20)));
  bot::v1::Action no_choice;
  no_choice.mutable_reversi();
  EXPECT_FALSE(SameAction(Square(0), no_choice));          // a1 is a move; no choice is not
  EXPECT_FALSE(SameAction(no_choice, bot::v1::Action()));  // no game at all
}

TEST(ActionMatchTest, FindActionGivesTheIndexOrMinusOne) {
  google::protobuf::RepeatedPtrField<bot::v1::Action> legal;
  *legal.Add() = Square(19);
  *legal.Add() = Square(26);
  EXPECT_EQ(FindAction(legal, Square(26)), 1);
  EXPECT_EQ(FindAction(legal, Square(37)), -1);
}

}  // namespace
}  // namespace protocol
