// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli rate FILE [--threads N] [--techniques LIST] [--no-optimise] [--se-only]
// [--se-variant se121|sukaku]:
// one rating per puzzle line (Sudoku Explainer estimate ER/EP/ED, HoDoKu score
// and level, BERT scores of the simplest-first and the optimised path; with
// --se-only ER/EP/ED alone, the SE path's result and steps), then a
// total with the throughput. A number after the puzzle on its line (an SE
// rating, as in the rated puzzle files) is echoed as "given_er" and compared.
// setwise-cli optimise STATE: the optimised path, printed like `solve`.
#include "app/cli/budget.h"
#include "app/cli/command.h"
#include "app/cli/file_run.h"
#include "app/cli/input.h"
#include "app/cli/json.h"
#include "app/cli/parallel.h"
#include "app/cli/scale.h"
#include "app/cli/step_json.h"
#include "app/cli/stream.h"
#include "engine/formats.h"
#include "engine/rating/rating.h"
#include "engine/solver.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <ostream>
#include <sstream>

namespace setwise::cli
{

namespace
{

struct Job {
    int line = 0;
    std::string puzzle;
    std::optional<double> given; // the line's rating, if any
    std::string error;
    PuzzleRating rating;
    double ms = 0;
    double cpuMs = 0; // CPU time of the rating thread
    bool cut = false; // --time-limit ran out on this line
    bool pathAsked = false; // --path
    std::string path; // --path: the SE path, one step a line
    std::vector<std::string> pathJson; // --path --json: the SE path, one JSON object a step
    int status() const // the line's exit status (README "Exit codes")
    {
        if (!error.empty())
            return kExitError;
        if (rating.solutions != 1)
            return solutionsStatus(rating.solutions);
        if (cut)
            return kExitBudget;
        return rating.se.er && rating.pathResult == SolvePath::Result::Solved ? kExitOk : kExitStuck;
    }
};

std::optional<double> tenths(const std::optional<int>& t)
{
    if (!t)
        return std::nullopt;
    return *t / 10.0;
}

void addRating(JsonObject& o, std::string_view key, const std::optional<int>& t)
{
    if (t)
        o.add(key, *t / 10.0);
    else
        o.addNull(key);
}

std::string ratingJson(const Job& j)
{
    JsonObject o;
    o.add("line", j.line).add("puzzle", j.puzzle);
    if (!j.error.empty()) {
        o.add("error", j.error);
        return o.str();
    }
    const PuzzleRating& r = j.rating;
    addRating(o, "er", r.se.er);
    addRating(o, "ep", r.se.ep);
    addRating(o, "ed", r.se.ed);
    o.add("se_variant", seVariantName(r.se.variant));
    if (r.hodoku.score)
        o.add("hodoku_score", *r.hodoku.score).add("level", hodokuLevelName(*r.hodoku.level));
    else
        o.addNull("hodoku_score").addNull("level");
    if (!r.pathRun)
        o.addNull("bert_score");
    else if (r.pathResult == SolvePath::Result::Solved)
        o.add("bert_score", r.bertScore);
    else
        o.addNull("bert_score").add("bert_partial_score", r.bertScore);
    if (r.optimised && r.optimised->solved)
        o.add("optimised_score", r.optimised->score);
    else
        o.addNull("optimised_score");
    for (auto [key, id] : { std::pair { "er_technique", &r.se.erTechnique }, { "ep_technique", &r.se.epTechnique },
             { "ed_technique", &r.se.edTechnique } })
        if (!id->empty())
            o.add(key, *id);
    o.add("solutions", r.solutions).add("result", resultName(r.pathResult)).add("steps", r.pathSteps);
    if (r.optimised)
        o.add("optimised_steps", int(r.optimised->steps.size()))
            .add("optimised_eliminations", r.optimised->eliminationSteps)
            .add("pool", r.optimised->pool)
            .add("optimiser_work", r.optimised->work)
            .addBool("optimiser_cut", r.optimised->budgetCut);
    if (!r.se.problem.empty())
        o.add("er_problem", r.se.problem);
    if (!r.problem.empty())
        o.add("problem", r.problem);
    if (j.given)
        o.add("given_er", *j.given);
    if (!j.pathJson.empty() || j.pathAsked) {
        std::string steps = "[";
        for (const std::string& step : j.pathJson)
            steps += (steps.size() > 1 ? "," : "") + step;
        o.addRaw("path", steps + "]");
    }
    o.add("ms", j.ms).add("cpu_ms", j.cpuMs).add("wall_ms", j.ms).addBool("budget_cut", j.cut);
    return o.str();
}

std::string ratingText(const Job& j)
{
    std::ostringstream os;
    os << j.line << ' ';
    if (!j.error.empty())
        return os.str() + "error: " + printable(j.error);
    const PuzzleRating& r = j.rating;
    auto show = [&](const std::optional<int>& t) {
        if (t)
            os << *t / 10 << '.' << *t % 10;
        else
            os << '-';
    };
    os << "ER ";
    show(r.se.er);
    os << " EP ";
    show(r.se.ep);
    os << " ED ";
    show(r.se.ed);
    os << "  HoDoKu " << (r.hodoku.score ? std::to_string(*r.hodoku.score) : "-") << ' '
       << (r.hodoku.level ? hodokuLevelName(*r.hodoku.level) : "-") << "  BERT "
       << (r.pathRun ? std::to_string(r.bertScore) : "-");
    if (r.optimised && r.optimised->solved)
        os << " -> " << r.optimised->score;
    if (!r.problem.empty())
        os << "  (" << r.problem << ')';
    if (j.cut)
        os << "  (time limit)";
    return os.str();
}

// Splits a puzzle line into the puzzle and an optional rating after it.
void readJob(const std::string& line, Job& job)
{
    // A library line is one puzzle whatever blanks it holds (its deleted
    // candidates are "811 515 ..."): the whole line, no rating after it.
    if (const auto first = line.find_first_not_of(" \t"); first != std::string::npos && line[first] == ':') {
        job.puzzle = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
        return;
    }
    std::istringstream is(line);
    is >> job.puzzle;
    std::string next;
    if (is >> next) {
        char* end = nullptr;
        const double v = std::strtod(next.c_str(), &end);
        if (end && *end == '\0' && std::isfinite(v))
            job.given = v;
    }
}

} // namespace

namespace
{

struct RateRun {
    RatingOptions options;
    bool path = false;
    bool json = false; // --path goes into the line's JSON object
    double timeLimit = 0; // per line, 0: none
};

Job rateLine(const FileLine& line, const RateRun& run)
{
    Job j;
    j.line = line.number;
    readJob(line.text, j);
    if (line.error) { // over the line limit: this line's error, the next lines go on
        j.puzzle.clear();
        j.error = line.error->message;
        return j;
    }
    const auto s0 = std::chrono::steady_clock::now();
    const double c0 = threadCpuMs();
    auto state = parseState(j.puzzle);
    if (!state) {
        j.error = boundMessage(state.error().message);
        return j;
    }
    const CpuBudget budget(run.timeLimit);
    RatingOptions options = run.options;
    options.settings.options.cancel = budget.flag();
    // --path: the SE path the rating was read from, step by step, with its
    // ratings (found apart when the puzzle has no rating, as before).
    std::optional<SePath> se;
    if (run.path)
        se.emplace();
    j.rating = ratePuzzle(*state, options, se ? &*se : nullptr);
    if (run.path) {
        if (j.rating.solutions != 1)
            *se = sePath(*state, seTechniqueSettings(options.settings, options.seUniqueness), options.seVariant);
        std::ostringstream os;
        os << "# line " << j.line << '\n';
        j.pathAsked = true;
        for (const RatedStep& rs : se->steps) {
            if (run.json) {
                JsonObject step;
                step.add("rating", rs.tenths / 10.0)
                    .addBool("direct", rs.direct)
                    .add("technique", rs.step.technique)
                    .add("step", hodokuText(rs.step))
                    .add("sets", truthsLinksText(rs.step));
                j.pathJson.push_back(step.str());
                continue;
            }
            os << rs.tenths / 10 << '.' << rs.tenths % 10 << (rs.direct ? " direct " : " ") << hodokuText(rs.step)
               << "  [" << truthsLinksText(rs.step) << "]\n";
        }
        if (!run.json)
            j.path = os.str();
    }
    j.cut = budget.cut();
    j.cpuMs = threadCpuMs() - c0;
    j.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
    return j;
}

struct RateTotals {
    long long total = 0;
    int rated = 0, errors = 0, compared = 0, within[3] = {}, improved = 0, optimised = 0, cut = 0, status = kExitOk;
    long long bert = 0, bertOptimised = 0;
    double cpuMs = 0;
    void add(const Job& j)
    {
        ++total;
        cpuMs += j.cpuMs;
        status = worseStatus(status, j.status());
        errors += !j.error.empty();
        cut += j.cut;
        if (!j.error.empty() || !j.rating.se.er)
            return;
        ++rated;
        if (j.given) {
            ++compared;
            const double diff = std::fabs(*tenths(j.rating.se.er) - *j.given);
            within[0] += diff <= 0.1 + 1e-9;
            within[1] += diff <= 0.3 + 1e-9;
            within[2] += diff <= 0.5 + 1e-9;
        }
        if (j.rating.optimised && j.rating.optimised->solved) {
            ++optimised;
            bert += j.rating.bertScore;
            bertOptimised += j.rating.optimised->score;
            improved += j.rating.optimised->score < j.rating.bertScore;
        }
    }
};

void writeRateTotal(
    Io& io, const RateTotals& w, double ms, int threads, double timeLimit, const StreamEnd& end, const ScaledRun& scale)
{
    const double n = double(std::max<long long>(1, w.total));
    const double c = double(std::max(1, w.compared));
    if (io.json) {
        JsonObject t;
        t.add("total", w.total)
            .add("rated", w.rated)
            .add("unrated", int(w.total) - w.rated - w.errors)
            .add("errors", w.errors)
            .add("ms", ms)
            .add("wall_ms", ms)
            .add("puzzles_per_s", double(w.total) / (ms / 1000.0))
            .add("ms_per_puzzle", ms / n)
            .add("wall_ms_per_puzzle", ms / n)
            .add("cpu_ms_per_puzzle", w.cpuMs / n)
            .add("cpu_ms_mean", w.cpuMs / n)
            .add("threads", threads)
            .add("compared", w.compared)
            .add("within_0.1", w.within[0] / c)
            .add("within_0.3", w.within[1] / c)
            .add("within_0.5", w.within[2] / c)
            .add("optimised", w.optimised)
            .add("improved", w.improved)
            .add("bert_score", w.bert)
            .add("optimised_score", w.bertOptimised)
            .add("budget_cut", w.cut)
            .add("time_limit", timeLimit)
            .addBool("interrupted", end.signal != 0);
        scale.addTotal(t);
        io.out << t.str() << '\n';
    } else {
        io.out << "total " << w.total << ": " << w.rated << " rated, " << w.errors << " errors; " << ms << " ms, "
               << double(w.total) / (ms / 1000.0) << " puzzles/s, " << w.cpuMs / n << " ms CPU a puzzle";
        if (w.compared)
            io.out << "; ER within 0.1/0.3/0.5 of the given: " << w.within[0] / c << '/' << w.within[1] / c << '/'
                   << w.within[2] / c << " of " << w.compared;
        if (w.optimised)
            io.out << "; BERT " << w.bert << " -> " << w.bertOptimised << ", " << w.improved << " of " << w.optimised
                   << " improved";
        if (w.cut)
            io.out << "; " << w.cut << " cut by the time limit";
        if (end.signal)
            io.out << "; interrupted";
        io.out << scale.textNote() << '\n';
    }
}

} // namespace

int cmdRate(const Args& args, Io& io)
{
    FileRun file; // FILE, --techniques, the stream, --time-limit, --shard, --resume
    if (auto e = file.readOptions(args, "rate"))
        return reportError(io, *e);
    RateRun run;
    RatingOptions& options = run.options;
    options.settings = file.settings;
    options.seOnly = args.has("se-only");
    options.optimise = !args.has("no-optimise") && !options.seOnly;
    options.optimiser.proofAlternatives = args.has("proof-alternatives");
    if (args.has("se-variant")) {
        const std::string name = args.option("se-variant");
        auto variant = seVariantFromName(name);
        if (!variant)
            return reportError(io, Error { "--se-variant: expected se121 or sukaku, not '" + printable(name) + "'" });
        options.seVariant = *variant;
    }
    auto budget = intOption(args, "budget", options.optimiser.rollouts, 0, 1000000);
    if (!budget)
        return reportError(io, budget.error());
    options.optimiser.rollouts = *budget;
    if (auto e = file.open(args, io))
        return reportError(io, *e);
    run.timeLimit = file.timeLimit;
    run.path = args.has("path");
    run.json = io.json;
    Io& out = file.out();

    RateTotals totals;
    const auto t0 = std::chrono::steady_clock::now();
    const StreamEnd end = streamLines<Job>(
        out, file.input, file.stream, [&](const FileLine& line) { return rateLine(line, run); },
        [&](const Job& j) {
            out.out << j.path << (io.json ? ratingJson(j) : ratingText(j)) << '\n' << std::flush;
            totals.add(j);
        });
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    writeRateTotal(out, totals, ms, file.stream.threads, run.timeLimit, end, file.scale);
    return FileRun::finish(io, end, totals.status);
}

int cmdOptimise(const Args& args, Io& io)
{
    auto input = readStateAndSettings(args, io, TechniqueSettings::defaults());
    if (!input)
        return reportError(io, input.error());
    const State* state = &input->state;
    const TechniqueSettings* settings = &input->settings;
    OptimiserOptions options;
    options.settings = *settings;
    options.rankAlternatives = args.has("rank-alternatives");
    options.alternatives = !args.has("no-alternatives");
    options.proofAlternatives = args.has("proof-alternatives");
    auto budget = intOption(args, "budget", options.rollouts, 0, 1000000);
    if (!budget)
        return reportError(io, budget.error());
    options.rollouts = *budget;
    const auto limit = timeLimitOption(args, kDefaultTimeLimit);
    if (!limit)
        return reportError(io, limit.error());
    // A puzzle with no solution is refused (3); one with several is optimised, then exits 4.
    const int solutions = countSolutions(*state, 2).solutions;
    if (solutions == 0)
        return reportError(io, Error { "the puzzle has no solution; there is no path to optimise" }, kExitNoSolution);
    const CpuBudget timeBudget(*limit);
    options.cancel = timeBudget.flag();
    options.settings.options.cancel = timeBudget.flag();
    const auto t0 = std::chrono::steady_clock::now();
    const OptimisedPath path = optimisePath(*state, options);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    State s = *state;
    for (std::size_t i = 0; i < path.steps.size(); ++i) {
        if (io.json)
            io.out << stepJson(path.steps[i]) << '\n';
        else
            io.out << i + 1 << ". " << hodokuText(path.steps[i]) << "  (" << bertStepScore(path.steps[i]) << ")\n";
        s = apply(s, path.steps[i]);
    }
    const bool solved = path.solved && s.isSolvedGrid();
    if (io.json) {
        JsonObject o;
        o.add("result", solved ? "solved" : "stuck");
        if (solved) {
            Grid g {};
            for (Cell c = 0; c < kCells; ++c)
                g[std::size_t(c)] = s.digit(c);
            o.add("solution", gridText(g)).add("solution81", gridText(g));
        } else
            o.addNull("solution").addNull("solution81");
        o.add("steps", int(path.steps.size()))
            .add("ms", ms)
            .add("wall_ms", ms)
            .add("score", path.score)
            .add("simplest_first_score", path.simplestFirstScore)
            .add("eliminations", path.eliminationSteps)
            .add("pool", path.pool)
            .add("optimiser_work", path.work)
            .addBool("optimiser_cut", path.budgetCut)
            .add("solutions", solutions);
        budgetJson(o, timeBudget);
        if (!path.problem.empty())
            o.add("problem", path.problem);
        io.out << o.str() << '\n';
    } else {
        io.out << (solved ? "solved" : "stuck") << " after " << path.steps.size() << " steps; BERT score " << path.score
               << " (simplest first " << path.simplestFirstScore << "), " << path.pool << " eliminations in the pool";
        if (!path.problem.empty())
            io.out << ": " << path.problem;
        if (solutions > 1)
            io.out << " (the puzzle has several solutions)";
        io.out << '\n';
        budgetNote(io, timeBudget);
    }
    if (solutions > 1)
        return kExitSeveral;
    if (timeBudget.cut()) // the path shown is the best found before the cut
        return kExitBudget;
    return solved ? kExitOk : kExitStuck;
}

} // namespace setwise::cli
