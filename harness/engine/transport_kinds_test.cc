#include "harness/engine/transport_kinds.h"

#include "gtest/gtest.h"

namespace harness {
namespace {

tourney::v1::EngineSpec Spec(const std::string& source, const std::string& protocol) {
  tourney::v1::EngineSpec spec;
  spec.set_name("x");
  if (source == "cmd") spec.set_cmd("./bot");
  if (source == "builtin") spec.set_builtin("reversi");
  if (source == "addr") spec.set_addr("127.0.0.1:1");
  spec.set_protocol(protocol);
  return spec;
}

TEST(TransportKindsTest, ListsEveryProtocolInOrder) {
  EXPECT_EQ(TransportNames(), "grpc, jsonl, proto, gtp, nboard");
  EXPECT_EQ(FindTransportKind("uci"), nullptr);
  EXPECT_EQ(FindTransportKind("gtp")->name, "gtp");
}

TEST(TransportKindsTest, DefaultsToGrpcForCommandsAndProtoForBuiltins) {
  EXPECT_EQ(TransportOf(Spec("cmd", "")).name, "grpc");
  EXPECT_EQ(TransportOf(Spec("addr", "")).name, "grpc");
  EXPECT_EQ(TransportOf(Spec("builtin", "")).name, "proto");
  EXPECT_EQ(TransportOf(Spec("builtin", "jsonl")).name, "jsonl");
  EXPECT_EQ(TransportOf(Spec("cmd", "nboard")).name, "nboard");
}

TEST(TransportKindsTest, StartsBuiltinsWithTheirFlag) {
  EXPECT_EQ(FindTransportKind("grpc")->io, ProcessIo::kPrintsAddress);
  EXPECT_EQ(FindTransportKind("jsonl")->builtin_flag, "--stdio");
  EXPECT_EQ(FindTransportKind("proto")->builtin_flag, "--stdio=proto");
  EXPECT_EQ(FindTransportKind("gtp")->io, ProcessIo::kStdio);
}

TEST(TransportKindsTest, TextProtocolsPlayOthelloOnly) {
  EXPECT_TRUE(CheckPlays(*FindTransportKind("proto"), "yacht").ok());
  EXPECT_TRUE(CheckPlays(*FindTransportKind("nboard"), "reversi").ok());
  EXPECT_EQ(CheckPlays(*FindTransportKind("gtp"), "yacht").message(),
            "protocol=gtp speaks Othello only, and this tournament plays yacht");
}

}  // namespace
}  // namespace harness
