// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Complex fish (Ultimate Fish Guide; HoDoKu's FishSolver terms): one search over
// one digit's 27 house constraints (rows, columns, boxes) as bases and covers,
// sizes 2-7, fins, endo fins, cannibalism and siamese pairs. The search only
// proposes sets; evaluate() decides every elimination (docs/architecture.md, The one rule).
//
// Naming is derived from the sets, as HoDoKu classifies them:
//   basic    bases all rows and covers all columns, or the transpose
//   Franken  bases rows(+boxes) and covers columns(+boxes), or the transpose
//   Mutant   anything else
//   finned   some fin (uncovered base candidate or endo fin)
//   sashimi  HoDoKu's definition, basic fish only: finned, and some base keeps
//            at most one candidate once the fins are removed

#include "engine/techniques.h"
#include "engine/templates.h"

#include <functional>
#include <span>
#include <string_view>
#include <vector>

namespace setwise
{

enum class FishShape { Basic = 0, Franken = 1, Mutant = 2 };

struct FishClass {
    FishShape shape = FishShape::Basic;
    int size = 2; // 2 X-Wing .. 7 Leviathan
    bool finned = false;
    bool sashimi = false; // implies finned and Basic
    friend bool operator==(const FishClass&, const FishClass&) = default;
};

// Kinds used by a list of house constraints as a mask: bit 1 row, 2 column, 4 box.
unsigned fishKindMask(std::span<const Constraint> houses);
FishClass classifyFish(unsigned baseKinds, unsigned coverKinds, int size, bool finned, bool sashimi);
// From an evaluation: kinds of its bases and covers, its fins, the sashimi rule.
FishClass classifyFish(const Evaluation& e);

// "finned-franken-swordfish" and "Finned Franken Swordfish"; basic unfinned
// fish of size 2-4 map to the ids of basic/subsets.cpp ("x-wing").
std::string fishId(const FishClass& c);
std::string fishName(const FishClass& c);
// Position of the class in the default simplest-first order (registry order).
int fishRank(const FishClass& c);

// What one search looks for. A fish is reported when accept(class) is true.
struct FishQuery {
    unsigned shapes = 7; // bit 1 << FishShape
    int minSize = 2;
    int maxSize = 7;
    bool unfinned = true;
    bool finned = true;
    bool siamese = true; // report siamese pairs (two readings, same bases)
    bool templates = true; // single-digit template pre-filter
    bool onePerElimination = false; // per digit, only the simplest fish of each elimination set
    bool accept(const FishClass& c) const;
};

// One reported fish or siamese pair: its class (the first fish's for a pair)
// and the step built by makeStep from evaluate()'s readings.
struct FishHit {
    FishClass cls;
    FishClass second; // for a siamese pair: the other fish's class
    bool siamese = false;
    Step step;
};

// Runs the search; calls hit() for every fish with conclusions (one per
// elimination set and class) and every siamese pair; stops when hit() returns
// false or options.cancelled().
void searchFish(const Context& ctx, const FishQuery& query, const SearchOptions& options,
    const std::function<bool(FishHit&&)>& hit);

// Exhaustive search (all digits, all shapes, sizes 2-7, options' fin limits):
// per digit, the simplest fish of every elimination set, the technique id of
// each derived from its sets. Siamese pairs add no elimination and are left
// to the per-technique finders.
std::vector<Step> findAllFish(const State& s, const SearchOptions& options = {});

// Kraken fish types 1 and 2 (kraken.cpp): "kraken-fish-1", "kraken-fish-2".
void findKrakenFish(const Context& ctx, const FinderRequest& req, StepSink& sink);

// While one lives, the Kraken fish finders of this thread count a step that
// scores more than `most` BERT points (bertStepScore, whatever its argument
// leaves) as found but neither argue nor hand it out: the path optimiser
// keeps no alternative dearer than its path's dearest step, and arguing them
// was most of its time.
class KrakenScoreBound
{
public:
    explicit KrakenScoreBound(int most);
    ~KrakenScoreBound();
    KrakenScoreBound(const KrakenScoreBound&) = delete;
    KrakenScoreBound& operator=(const KrakenScoreBound&) = delete;

private:
    int m_before;
};

// Candidates of digit d (as cells) that no single-digit template consistent
// with the state holds: a superset of everything any fish of d can remove.
CellSet templateEliminations(const Context& ctx, Digit d);

} // namespace setwise
