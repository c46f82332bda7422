#!/usr/bin/env bash
# The benchmarks that issues ask to run in CI, each in a short form: CI shows that they still run end
# to end and prints their ratios, which are read on a quiet machine and never judged here (a CI
# machine's load decides the figures; ARCHITECTURE.md §9). A benchmark that crashes fails CI; a goal
# missed on a busy machine does not.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== bench:ticks (short: 200,000 messages, 2 rounds per side)"
BENCH_TICKS=200000 BENCH_ROUNDS=2 npm run --silent bench:ticks

echo "== bench:settlement (short: a round of 2,000 bets, 1 set-based run)"
BENCH_BETS=2000 BENCH_RUNS=1 npm run --silent bench:settlement

echo "== bench:futures-liquidation (short: 2,000 positions, 1 sweep, the loop timed on 100)"
BENCH_POSITIONS=2000 BENCH_RUNS=1 BENCH_LOOP_SAMPLE=100 npm run --silent bench:futures-liquidation

echo "== bench:oversea-losscut (short: 2,000 members, 1 run)"
BENCH_MEMBERS=2000 BENCH_RUNS=1 npm run --silent bench:oversea-losscut

echo "== bench:copytrade-fanout (short: 1,000 followers, 1 run, the loop timed on 50)"
BENCH_FOLLOWERS=1000 BENCH_RUNS=1 BENCH_LOOP_SAMPLE=50 npm run --silent bench:copytrade-fanout

echo "== bench:futures-http (short: 8 clients, 2 rounds of 1 s)"
BENCH_CLIENTS=8 BENCH_SECONDS=1 BENCH_ROUNDS=2 npm run --silent bench:futures-http

echo "== bench:web-budget (short: 1 load per page)"
BENCH_RUNS=1 npm run --silent bench:web-budget
