#!/usr/bin/env node
// A bot.v1 engine over stdin/stdout JSON lines in JavaScript (Node, no
// packages): it plays every game by answering the first of the request's
// legalActions. Join a tournament with
//
//   ./tourney run --engine name=js,cmd=examples/stdio_bots/first_legal_bot.js,protocol=jsonl ...
//
// Each line on stdin is one request, {"id": N, "<call>": {...}} with <call>
// one of getInfo, prepare, decide, gameOver (protos/bot/v1/stdio.proto); the
// answer is one line with the same id under the same key, or under "error".
// stdout carries answers only: log to stderr (console.error).
'use strict';
const readline = require('readline');

const calls = {
  // "*": any game, since only legalActions are read.
  getInfo: () => ({name: 'first-legal-bot-js', version: '1.0', games: [{game: '*'}]}),
  decide: (request) => ({action: request.legalActions[0]}),
  // The answer to gameOver is optional and never waited for.
  gameOver: () => ({}),
};

function answer(message) {
  const call = Object.keys(message).find((key) => key !== 'id');
  if (!(call in calls)) {
    // Prepare too: an engine with nothing to prepare may say so.
    return {id: message.id, error: {code: 'UNIMPLEMENTED', message: `no ${call} here`}};
  }
  return {id: message.id, [call]: calls[call](message[call])};
}

readline.createInterface({input: process.stdin}).on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(JSON.stringify(answer(JSON.parse(line))) + '\n');
});
