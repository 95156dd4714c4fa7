// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli generate [--count N] [--level easy|medium|hard|unfair|extreme]
// [--se MIN-MAX] [--technique ID[,ID...]] [--needs] [--symmetry NAME]
// [--minimal] [--seed S] [--threads N] [--attempts N] [--format F] [--stats]:
// one puzzle a line, in puzzle-number order; with --json one object a
// puzzle (ratings, the path's techniques, the practice state) and a total
// with the time per puzzle (median, p90). Without --seed a seed is drawn and
// reported, so any run can be repeated; puzzle i depends only on the seed
// and i, so --threads changes nothing but the speed.
//
// Progress ("12/50 puzzles, 3400 tried") goes to standard error when it is a
// terminal; Ctrl-C stops the run cleanly: the puzzles finished so far are
// printed, then the total (with "interrupted":true), exit status 130.
#include "app/cli/cmd_generate.h"

#include "app/cli/json.h"
#include "app/cli/parallel.h"
#include "app/cli/scale.h"
#include "app/cli/step_json.h"
#include "app/cli/stream.h"
#include "engine/formats.h"
#include "engine/generator/generator.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <ostream>
#include <random>
#include <thread>

#include <unistd.h>

namespace setwise::cli
{

namespace
{

struct Options {
    GeneratorRequest request;
    int count = 1;
    int threads = 1;
    std::uint64_t seed = 0;
    StateFormat format = StateFormat::Givens81;
    bool stats = false;
};

// "7.5" -> 75 tenths; at most one decimal, 0 to 20.
std::optional<int> parseTenths(std::string_view text)
{
    int whole = 0, tenth = 0;
    const auto dot = text.find('.');
    const std::string_view head = text.substr(0, dot);
    if (head.empty() || std::from_chars(head.data(), head.data() + head.size(), whole).ptr != head.data() + head.size())
        return std::nullopt;
    if (dot != std::string_view::npos) {
        const std::string_view tail = text.substr(dot + 1);
        if (tail.size() != 1 || tail[0] < '0' || tail[0] > '9')
            return std::nullopt;
        tenth = tail[0] - '0';
    }
    if (whole < 0 || whole > 20)
        return std::nullopt;
    return 10 * whole + tenth;
}

// --se MIN-MAX, MIN- or MIN+ (no maximum), -MAX.
std::optional<Error> parseSeRange(const std::string& text, GeneratorRequest& r)
{
    const Error bad { "--se takes MIN-MAX, MIN+ or -MAX with ratings like 7.5, not '" + printable(text) + "'" };
    std::string_view t = text;
    const bool open = !t.empty() && t.back() == '+';
    if (open)
        t.remove_suffix(1);
    const auto dash = t.find('-');
    if (open && dash != std::string_view::npos)
        return bad;
    const std::string_view lo = t.substr(0, dash);
    const std::string_view hi = dash == std::string_view::npos ? std::string_view {} : t.substr(dash + 1);
    if (!lo.empty() && !(r.seMin = parseTenths(lo)))
        return bad;
    if (!hi.empty() && !(r.seMax = parseTenths(hi)))
        return bad;
    if (!r.seMin && !r.seMax)
        return bad;
    if (dash == std::string_view::npos && !open)
        r.seMax = r.seMin; // one rating: exactly that
    return std::nullopt;
}

Result<Options> readOptions(const Args& args)
{
    Options o;
    GeneratorRequest& r = o.request;
    auto count = intOption(args, "count", 1, 1, 1'000'000);
    if (!count)
        return count.error();
    o.count = *count;
    auto threads = intOption(args, "threads", 1, 1, 256);
    if (!threads)
        return threads.error();
    o.threads = *threads;
    auto attempts = intOption(args, "attempts", 0, 0, 2'000'000'000);
    if (!attempts)
        return attempts.error();
    r.maxAttempts = std::uint64_t(*attempts);
    if (args.has("level")) {
        const std::string name = args.option("level");
        for (HodokuLevel l :
            { HodokuLevel::Easy, HodokuLevel::Medium, HodokuLevel::Hard, HodokuLevel::Unfair, HodokuLevel::Extreme }) {
            std::string lower = hodokuLevelName(l);
            std::transform(
                lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            if (name == lower)
                r.level = l;
        }
        if (!r.level)
            return Error { "--level takes easy, medium, hard, unfair or extreme, not '" + printable(name) + "'" };
    }
    if (args.has("se"))
        if (auto e = parseSeRange(args.option("se"), r))
            return *e;
    if (args.has("technique")) {
        const std::string list = args.option("technique");
        std::size_t start = 0;
        while (start <= list.size()) {
            const std::size_t comma = std::min(list.find(',', start), list.size());
            r.techniques.push_back(list.substr(start, comma - start));
            start = comma + 1;
        }
    }
    r.needs = args.has("needs");
    r.minimal = args.has("minimal");
    if (args.has("symmetry")) {
        auto s = symmetryFromName(args.option("symmetry"));
        if (!s) {
            std::string names;
            for (Symmetry x : allSymmetries())
                names += std::string(names.empty() ? "" : ", ") + std::string(symmetryName(x));
            return Error { "--symmetry takes one of " + names + " (or mirror), not '"
                + printable(args.option("symmetry")) + "'" };
        }
        r.symmetry = *s;
    }
    if (args.has("seed")) {
        const std::string text = args.option("seed");
        const auto res = std::from_chars(text.data(), text.data() + text.size(), o.seed);
        if (text.empty() || res.ec != std::errc() || res.ptr != text.data() + text.size())
            return Error { "--seed takes a whole number from 0 to 18446744073709551615, not '" + printable(text)
                + "'" };
    } else {
        std::random_device device;
        o.seed = (std::uint64_t(device()) << 32) ^ device();
    }
    const std::string format = args.option("format", "81");
    if (format == "81")
        o.format = StateFormat::Givens81;
    else if (format == "729")
        o.format = StateFormat::Candidates729;
    else if (format == "library")
        o.format = StateFormat::LibraryLine;
    else if (format == "pencilmarks")
        o.format = StateFormat::Pencilmarks;
    else
        return Error { "--format takes 81, 729, library or pencilmarks, not '" + printable(format) + "'" };
    o.stats = args.has("stats");
    if (auto e = validateRequest(r))
        return *e;
    return o;
}

std::string givensText(const GeneratedPuzzle& p)
{
    return writeGivens81(p.puzzle);
}

std::string puzzleJson(const Options& o, std::size_t index, const GeneratedPuzzle& p, double ms)
{
    JsonObject j;
    j.add("index", int(index)).add("puzzle", givensText(p));
    if (o.format != StateFormat::Givens81)
        j.add("state", writeState(p.puzzle, o.format));
    j.add("solution", gridText(p.carved.solution))
        .add("solution81", gridText(p.carved.solution))
        .add("givens", p.carved.givenCount())
        .add("symmetry", symmetryName(o.request.symmetry))
        .add("attempts", (long long)p.attempts)
        .add("ms", ms)
        .add("cpu_ms", ms);
    auto tenths = [&j](std::string_view key, const std::optional<int>& t) {
        if (t)
            j.add(key, *t / 10.0);
        else
            j.addNull(key);
    };
    tenths("er", p.se ? p.se->er : std::nullopt);
    tenths("ep", p.se ? p.se->ep : std::nullopt);
    tenths("ed", p.se ? p.se->ed : std::nullopt);
    if (p.hodoku && p.hodoku->score)
        j.add("hodoku_score", *p.hodoku->score).add("level", hodokuLevelName(*p.hodoku->level));
    else
        j.addNull("hodoku_score").addNull("level");
    j.add("result", p.pathResult ? resultName(*p.pathResult) : "unrated")
        .add("steps", p.pathSteps)
        .add("techniques", p.pathTechniques);
    if (p.practice) {
        j.add("practice", writeLibraryLine(*p.practice)).add("practice_technique", p.practiceStep->technique);
    }
    return j.str();
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))];
}

} // namespace

int cmdGenerate(const Args& args, Io& io)
{
    auto options = readOptions(args);
    if (!options)
        return reportError(io, options.error());
    const Options& o = *options;
    GeneratorRequest request = o.request;
    request.rate = io.json;
    // --shard K/N: puzzles K-1, K-1+N, K-1+2N, ... of the seed's sequence, so N
    // shards of --count C give the puzzles 0 to N*C-1 of one run. --resume FILE:
    // the puzzles FILE already holds (in order) are not made again.
    const auto shardRead = shardOption(args);
    if (!shardRead)
        return reportError(io, shardRead.error());
    const Shard shard = *shardRead;
    if ((shard.active() || args.has("resume")) && !args.has("seed"))
        return reportError(io, Error { "--shard and --resume need --seed S (every part draws from the same seed)" });
    ResumeFile resume;
    if (args.has("resume"))
        if (auto e = resume.open(args.option("resume"), io.json, ResumeFile::Keyed::BySequence))
            return reportError(io, *e);
    std::optional<Io> toFile;
    if (resume.active())
        toFile.emplace(Io { io.in, resume.out(), io.err, io.json });
    Io& out = toFile ? *toFile : io;
    const std::size_t first = std::size_t(std::min<long long>(resume.kept(), o.count));
    const std::size_t count = std::size_t(o.count) - first;
    auto indexOf = [&](std::size_t j) { return std::size_t(shard.k - 1) + (first + j) * std::size_t(shard.n); };

    stream_detail::SignalGuard guard; // SIGINT/SIGTERM: the puzzles in hand, the total, 130/143
    std::atomic<std::uint64_t> attempts { 0 };
    std::atomic<int> done { 0 };
    const GeneratorControl control { &stream_detail::SignalGuard::stopped(), &attempts };
    const bool progress = isatty(STDERR_FILENO) && &io.err == &std::cerr;

    // Puzzles are printed in number order as soon as every earlier one is done.
    std::mutex lock;
    std::vector<std::optional<std::string>> lines(count);
    std::vector<double> cpuMs(count, -1);
    std::size_t printed = 0;
    int failed = 0;
    std::string firstError;
    const auto t0 = std::chrono::steady_clock::now();
    auto work = [&](std::size_t j) {
        const std::size_t i = indexOf(j);
        const double c0 = threadCpuMs();
        auto p = generatePuzzle(request, o.seed, i, control);
        const double ms = threadCpuMs() - c0;
        std::lock_guard<std::mutex> hold(lock);
        if (p) {
            cpuMs[j] = ms;
            lines[j] = io.json ? puzzleJson(o, i, *p, ms) : writeState(p->puzzle, o.format);
            ++done;
        } else if (!stream_detail::SignalGuard::stopped().load()) {
            ++failed;
            if (firstError.empty())
                firstError = p.error().message;
            lines[j] = io.json ? JsonObject().add("index", int(i)).add("error", p.error().message).str()
                               : "# " + std::to_string(i) + ": " + p.error().message;
        }
        if (progress && printed < lines.size() && lines[printed])
            io.err << "\r\033[K" << std::flush; // clear the progress line before a puzzle
        while (printed < lines.size() && lines[printed]) {
            out.out << *lines[printed] << '\n';
            ++printed;
        }
        out.out.flush();
    };
    // Progress: a line on the terminal, rewritten every quarter second.
    std::atomic<bool> finished { false };
    std::thread reporter;
    if (progress)
        reporter = std::thread([&] {
            while (!finished.load()) {
                {
                    std::lock_guard<std::mutex> hold(lock);
                    io.err << '\r' << done.load() << '/' << o.count << " puzzles, " << attempts.load() << " tried"
                           << std::flush;
                }
                for (int i = 0; i < 25 && !finished.load(); ++i)
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
            io.err << '\r' << done.load() << '/' << o.count << " puzzles, " << attempts.load() << " tried\n";
        });
    runParallel(count, o.threads, work);
    finished.store(true);
    if (reporter.joinable())
        reporter.join();
    const double wallMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

    std::vector<double> times;
    for (double ms : cpuMs)
        if (ms >= 0)
            times.push_back(ms);
    const bool interrupted = stream_detail::SignalGuard::stopped().load();
    const double perSecond = times.empty() ? 0 : double(times.size()) / (wallMs / 1000.0);
    if (io.json) {
        JsonObject t;
        t.add("total", o.count)
            .add("generated", int(times.size()))
            .add("failed", failed)
            .add("seed", std::to_string(o.seed))
            .add("attempts", (long long)attempts.load())
            .add("ms", wallMs)
            .add("wall_ms", wallMs)
            .add("puzzles_per_s", perSecond)
            .add("median_ms", percentile(times, 0.5))
            .add("p90_ms", percentile(times, 0.9))
            .add("cpu_ms_median", percentile(times, 0.5))
            .add("cpu_ms_p90", percentile(times, 0.9))
            .add("threads", o.threads)
            .addBool("interrupted", interrupted);
        if (shard.active())
            t.add("shard", shard.text());
        if (resume.active())
            t.add("resumed", (long long)first);
        out.out << t.str() << '\n';
    } else if (o.stats || interrupted) {
        io.err << times.size() << " of " << o.count << " puzzles (seed " << o.seed << "), " << attempts.load()
               << " tried, " << wallMs << " ms, " << perSecond << " puzzles/s; CPU ms a puzzle: median "
               << percentile(times, 0.5) << ", p90 " << percentile(times, 0.9) << (interrupted ? "; interrupted" : "")
               << '\n';
    }
    if (interrupted) {
        StreamEnd end;
        end.signal = stream_detail::SignalGuard::caught();
        return end.status();
    }
    if (failed) {
        if (!io.json)
            io.err << "error: " << failed << " puzzles not generated: " << firstError << '\n';
        return kExitNotFound;
    }
    return kExitOk;
}

} // namespace setwise::cli
