// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include "app/cli/cmd_fish.h"
#include "app/cli/cmd_generate.h"
#include "app/cli/cmd_rank.h"
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "app/cli/scale.h"
#include "engine/techniques.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <initializer_list>
#include <new>
#include <optional>
#include <ostream>
#include <span>
#include <string_view>
#include <system_error>

namespace setwise::cli
{

namespace
{

// An option's name as the user typed it, bounded for a message.
std::string quotedName(const std::string& key)
{
    const std::string q = quoteInput(key);
    return q.substr(1, q.size() - 2);
}

struct CommandEntry {
    const char* name;
    int (*run)(const Args&, Io&);
    const char* usage; // "NAME ARGS  what it does" (help); the part after the last run of spaces is its summary
    std::size_t minArgs, maxArgs; // positional arguments
    std::initializer_list<std::string_view> options; // allowed --options (--json always is)
};

// bench --brute-force FILE | --fish FILE | --rank FILE; each mode has options of its own.
int benchDispatch(const Args& args, Io& io)
{
    if (args.has("signature")) // bench --signature [FILE] (cmd_bench.cpp) takes no other option
        return args.options.size() > 1 ? reportError(io, Error { "bench --signature takes no other option" })
                                       : cmdBench(args, io);
    static constexpr std::string_view kFish[] = { "fish", "max" };
    static constexpr std::string_view kRank[]
        = { "rank", "max", "puzzles", "nodes", "base", "every", "states", "config" };
    static constexpr std::string_view kBrute[] = { "brute-force", "limit" };
    const bool fish = args.has("fish"), rank = args.has("rank") && !args.has("brute-force");
    using Names = std::span<const std::string_view>;
    const Names allowed = fish ? Names(kFish) : rank ? Names(kRank) : Names(kBrute);
    for (const auto& [key, value] : args.options)
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
            return reportError(io, Error { "unknown option --" + quotedName(key) + " for this bench" });
    if (rank && args.has("config")) {
        static constexpr std::string_view kConfigs[] = { "first", "rank0", "rank1" };
        const std::string config = args.option("config");
        if (std::find(std::begin(kConfigs), std::end(kConfigs), config) == std::end(kConfigs))
            return reportError(io, Error { "--config takes first, rank0 or rank1, not " + quoteInput(config) });
    }
    if (fish)
        return benchFish(args, io);
    if (rank)
        return benchRank(args, io);
    if (args.positional.size() + !args.option("brute-force").empty() > 1)
        return reportError(io, Error { "unexpected argument " + quoteInput(args.positional.back()) });
    return cmdBench(args, io);
}

// techniques: the registry in its default order.
int cmdTechniques(const Args&, Io& io)
{
    for (const Technique& t : techniques()) {
        if (io.json) {
            JsonObject o;
            o.add("id", t.id).add("name", t.name).add("family", t.family).addBool("default", t.defaultOn);
            io.out << o.str() << '\n';
        } else {
            io.out << t.id << '\t' << t.family << '\t' << (t.defaultOn ? "on" : "off") << '\t' << t.name << '\n';
        }
    }
    return 0;
}

#define SETWISE_RANK_LIMITS "max", "rank", "digits", "nodes", "time-limit"
#define SETWISE_STREAM "threads", "progress", "quiet", "shard", "resume", "line-offset"
const CommandEntry kCommands[] = {
    { "check", cmdCheck, "check STATE            count solutions (stops at 2)", 1, 1, {} },
    { "solve", cmdSolve, "solve STATE [--techniques LIST]   solution path, simplest first", 1, 1,
        { "techniques", SETWISE_RANK_LIMITS } },
    { "hints", cmdHints, "hints STATE [--technique ID]      every step available in the state", 1, 1,
        { "technique", "techniques", SETWISE_RANK_LIMITS } },
    { "eval", cmdEval, "eval STATE \"BASES / COVERS\"      evaluate user-chosen sets, e.g. \"3R17 / 3C49\"", 2, 2, {} },
    { "batch", cmdBatch,
        "batch FILE [--threads N] [--techniques LIST] [--verify] [--isomorph SEED] [--time-limit S]   solve every line "
        "(or a random "
        "isomorph of it)",
        1, 1, { SETWISE_STREAM, "techniques", "verify", "isomorph", SETWISE_RANK_LIMITS } },
    { "explain", cmdExplain,
        "explain STATE 3r2c4 [--max N] [--nodes N]   simplest structure that eliminates a candidate", 2, 2,
        { "count", SETWISE_RANK_LIMITS } },
    { "cover", cmdCover, "cover STATE \"BASES\"              fewest covers for bases you picked", 2, 2, { "rank" } },
    { "alternatives", cmdAlternatives,
        "alternatives STATE \"BASES / COVERS\" [--nodes N]   other structures, same eliminations", 2, 2,
        { "count", SETWISE_RANK_LIMITS } },
    { "rate", cmdRate,
        "rate FILE [--threads N] [--no-optimise] [--se-only] [--budget N] [--path] [--se-variant se121|sukaku]   SE "
        "(ER/EP/ED), "
        "HoDoKu and BERT ratings per line",
        1, 1,
        { SETWISE_STREAM, "techniques", "no-optimise", "se-only", "budget", "proof-alternatives", "path", "se-variant",
            SETWISE_RANK_LIMITS } },
    { "optimise", cmdOptimise,
        "optimise STATE [--budget N]       the cheapest path in BERT points found, and its score", 1, 1,
        { "techniques", "budget", "rank-alternatives", "proof-alternatives", "no-alternatives", SETWISE_RANK_LIMITS } },
    { "generate", cmdGenerate,
        "generate [--count N] [--level L] [--se MIN-MAX] [--technique LIST [--needs]] [--symmetry S] [--minimal] "
        "[--seed S] [--threads N] [--format 81|729|library|pencilmarks] [--attempts N] [--stats]   new puzzles",
        0, 0,
        { "count", "level", "se", "technique", "needs", "symmetry", "minimal", "seed", "threads", "format", "attempts",
            "stats", "shard", "resume" } },
    { "merge", cmdMerge,
        "merge FILE...                     outputs of batch or rate ('-': standard input) in line order, one total", 1,
        4096, {} },
    { "techniques", cmdTechniques, "techniques                        the registry: id, family, default on/off, name",
        0, 0, {} },
    { "bench", benchDispatch,
        "bench --brute-force|--fish|--rank FILE [--max N] | --signature [FILE]   benchmarks, behaviour signature", 0, 1,
        { "brute-force", "fish", "rank", "limit", "max", "puzzles", "nodes", "base", "every", "states", "config",
            "signature" } },
};
#undef SETWISE_RANK_LIMITS
#undef SETWISE_STREAM

// Unknown options, options given twice and extra arguments are errors.
// flagValues: options that take no value but were given one (--verify=1).
std::optional<Error> checkArgs(const CommandEntry& c, const Args& args, const std::vector<std::string>& repeated,
    const std::vector<std::string>& flagValues)
{
    for (const auto& [key, value] : args.options)
        if (std::find(c.options.begin(), c.options.end(), key) == c.options.end())
            return Error { "unknown option --" + quotedName(key) + " for " + c.name };
    if (!repeated.empty())
        return Error { "option --" + repeated.front() + " is given twice" };
    if (!flagValues.empty())
        return Error { "option --" + flagValues.front() + " takes no value" };
    auto arguments = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " argument" : " arguments"); };
    if (args.positional.size() > c.maxArgs)
        return Error { "unexpected argument " + quoteInput(args.positional[c.maxArgs]) + ": " + c.name
            + " takes at most " + arguments(c.maxArgs) };
    if (args.positional.size() < c.minArgs)
        return Error { std::string(c.name) + " needs " + arguments(c.minArgs) + "; usage: " + c.usage };
    return std::nullopt;
}

// Options that take a value (a VALUE in kOptionHelp); every other --option is a flag.
bool takesValue(const std::string& name);

// bench's modes name their FILE after them or as the argument: "--fish --json FILE"
// and "--fish FILE" both work (the FILE is never another option).
bool optionalValue(const std::string& command, const std::string& name)
{
    return command == "bench" && (name == "brute-force" || name == "fish" || name == "rank");
}

// What each option does, for `help COMMAND` and `COMMAND --help`.
// The one declaration of each option: its VALUE (empty: a flag), its help
// text and what the completions offer for the value: words, "@techniques"
// (the registry's ids) or "@file". --help, takesValue(), the man page's
// OPTIONS and the three shell completions are made from it (spec.cpp).
struct OptionHelp {
    std::string_view name, value, text, choices = {};
};
constexpr OptionHelp kOptionHelp[] = {
    { "json", "", "one JSON object per line (docs/json.md)" },
    { "techniques", "LIST", "comma-separated technique ids, in order (see `techniques`)", "@techniques" },
    { "technique", "ID", "only this technique (generate: a list, the puzzle uses them)", "@techniques" },
    { "threads", "N", "worker threads (default: the machine's cores)" },
    { "time-limit", "S", "CPU seconds for the command's searches (0: none); a cut is reported, exit 6" },
    { "max", "N", "rank search: at most N truths (bench: at most N puzzles)" },
    { "rank", "R", "rank search: rank 0, 1 or 2 (bench: --rank FILE)" },
    { "digits", "N", "rank search: at most N digits" },
    { "nodes", "N", "search node budget" },
    { "count", "K", "list up to K structures (generate: K puzzles)" },
    { "verify", "", "check every step against the brute-force solution" },
    { "isomorph", "SEED", "solve a random isomorph of each line (reproducible)" },
    { "progress", "", "progress on standard error even when it is not a terminal" },
    { "quiet", "", "no progress on standard error" },
    { "no-optimise", "", "skip the BERT path optimiser" },
    { "se-only", "", "rate: only ER/EP/ED (no HoDoKu or BERT path)" },
    { "budget", "N", "optimiser rollouts" },
    { "path", "", "print the SE path of each puzzle" },
    { "se-variant", "V", "se121 or sukaku", "se121 sukaku" },
    { "rank-alternatives", "", "optimiser: alternatives from the rank search too" },
    { "no-alternatives", "", "optimiser: no alternative steps" },
    { "proof-alternatives", "", "optimiser: forcing, template and exotic steps beside the path too (slow)" },
    { "brute-force", "FILE", "bench mode: brute-force solver throughput", "@file" },
    { "fish", "FILE", "bench mode: exhaustive fish search per path state", "@file" },
    { "signature", "", "bench mode: one number for what batch and rate find (FILE optional)" },
    { "limit", "N", "brute force: stop counting at N solutions" },
    { "puzzles", "P", "bench --rank: puzzles to measure" },
    { "base", "K", "bench --rank: truths of at most K candidates" },
    { "every", "K", "bench --rank: every K-th line" },
    { "states", "", "bench --rank: the lines are states" },
    { "config", "NAME", "bench --rank: one configuration (first, rank0, rank1)", "first rank0 rank1" },
    { "level", "L", "generate: HoDoKu level easy, medium, hard, unfair or extreme", "easy medium hard unfair extreme" },
    { "se", "MIN-MAX", "generate: Setwise's SE-style rating in this range (7-8, 9+, -3.5)" },
    { "needs", "", "generate: the puzzle needs the --technique (stuck without it)" },
    { "symmetry", "S", "generate: none, rotational, rotational-90, diagonal, anti-diagonal, mirror, ...",
        "none rotational rotational-90 diagonal anti-diagonal bi-diagonal horizontal vertical mirror orthogonal "
        "dihedral" },
    { "minimal", "", "generate: no given can be removed" },
    { "seed", "S", "generate: reproducible from this seed" },
    { "format", "F", "generate: output as 81, 729, library or pencilmarks", "81 729 library pencilmarks" },
    { "attempts", "N", "generate: give up after N candidate puzzles" },
    { "stats", "", "generate: CPU time per puzzle, median and p90" },
    { "shard", "K/N", "every N-th input line from the K-th, K from 1 (generate: puzzles K-1, K-1+N, ...)" },
    { "line-offset", "N", "number the lines from N+1 (a block of a larger file, e.g. from GNU parallel --pipe)" },
    { "resume", "FILE", "append to FILE, the output of an interrupted run, skipping what it holds", "@file" },
};

bool takesValue(const std::string& name)
{
    for (const OptionHelp& h : kOptionHelp)
        if (h.name == name)
            return !h.value.empty();
    return false;
}

void usage(std::ostream& os)
{
    os << "usage: setwise-cli COMMAND [--json] ARGS\n"
          "       setwise-cli help COMMAND | COMMAND --help | --version\n"
          "STATE is a puzzle or state in any format (81 digits, 729-character candidate line,\n"
          "pencilmark grid, HoDoKu library line), '-' for standard input, or @FILE.\n"
          "FILE is a file of puzzles, one a line, or '-' for standard input.\n\ncommands:\n";
    for (const auto& c : kCommands)
        os << "  " << c.usage << '\n';
    os << "\nexit status: 0 done, 1 nothing found, 2 bad input, 3 no solution, 4 several solutions,\n"
          "5 stuck, 6 budget ran out, 70 internal error, 74 write error, 130/143 interrupted\n"
          "(see setwise-cli(1)).\n";
}

void commandHelp(std::ostream& os, const CommandEntry& c)
{
    os << "usage: setwise-cli " << c.usage << "\n\noptions:\n";
    std::vector<std::string_view> names { "json" };
    names.insert(names.end(), c.options.begin(), c.options.end());
    for (std::string_view n : names) {
        std::string_view value, text;
        for (const OptionHelp& h : kOptionHelp)
            if (h.name == n)
                value = h.value, text = h.text;
        std::string left = "--" + std::string(n) + (value.empty() ? "" : " " + std::string(value));
        left.resize(std::max<std::size_t>(left.size() + 1, 24), ' ');
        os << "  " << left << text << '\n';
    }
}

// ---- Made from the spec: the man page's OPTIONS and the shell completions.
// `setwise-cli help --man-options` and `help --completion bash|zsh|fish` print
// them; scripts/cli-docs.sh writes them into resources/, and tst_cli_spec
// checks that the files there are what the spec makes.

std::string_view summaryOf(const CommandEntry& c)
{
    std::string_view u = c.usage;
    const auto gap = u.rfind("  ");
    u = gap == std::string_view::npos ? u : u.substr(gap + 2);
    return u.substr(std::min(u.find_first_not_of(' '), u.size()));
}

const OptionHelp* optionHelp(std::string_view name)
{
    for (const OptionHelp& h : kOptionHelp)
        if (h.name == name)
            return &h;
    return nullptr;
}

// The options of a command, --json first, in the spec's order.
std::vector<std::string_view> optionsOf(const CommandEntry& c)
{
    std::vector<std::string_view> names { "json" };
    names.insert(names.end(), c.options.begin(), c.options.end());
    return names;
}

// The commands that take an option, in the spec's order.
std::vector<std::string_view> commandsWith(std::string_view option)
{
    std::vector<std::string_view> names;
    for (const CommandEntry& c : kCommands)
        for (std::string_view o : optionsOf(c))
            if (o == option)
                names.push_back(c.name);
    return names;
}

std::string joined(const std::vector<std::string_view>& words, std::string_view separator)
{
    std::string out;
    for (std::string_view w : words)
        out += (out.empty() ? "" : std::string(separator)) + std::string(w);
    return out;
}

std::string allCommands()
{
    std::vector<std::string_view> names;
    for (const CommandEntry& c : kCommands)
        names.push_back(c.name);
    names.push_back("help");
    return joined(names, " ");
}

std::string replaced(std::string text, std::string_view from, std::string_view to)
{
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
        text.replace(at, from.size(), to);
    return text;
}

std::string manEscape(std::string_view text)
{
    return replaced(replaced(std::string(text), "\\", "\\e"), "-", "\\-");
}

void manOptions(std::ostream& os)
{
    os << ".SH OPTIONS\n"
          "Each option and the commands that take it (setwise\\-cli help COMMAND lists a command's).\n";
    for (const OptionHelp& h : kOptionHelp) {
        const auto commands = commandsWith(h.name);
        if (commands.empty())
            continue;
        os << ".TP\n";
        if (h.value.empty())
            os << ".B \\-\\-" << manEscape(h.name) << '\n';
        else
            os << ".BI \\-\\-" << manEscape(h.name) << " \" " << manEscape(h.value) << "\"\n";
        os << manEscape(h.text) << " (" << manEscape(joined(commands, ", ")) << ").\n";
    }
}

void bashCompletion(std::ostream& os)
{
    os << "# SPDX-License-Identifier: GPL-3.0-or-later\n"
          "# bash completion for setwise-cli (installed as share/bash-completion/completions/setwise-cli).\n"
          "# Made by `setwise-cli help --completion bash` (scripts/cli-docs.sh): do not edit.\n"
          "_setwise_cli()\n{\n"
          "    local cur prev opts\n"
          "    cur=${COMP_WORDS[COMP_CWORD]}\n"
          "    prev=${COMP_WORDS[COMP_CWORD-1]}\n"
          "    if [[ $COMP_CWORD -eq 1 ]]; then\n"
          "        COMPREPLY=($(compgen -W \""
       << allCommands()
       << " --help --version\" -- \"$cur\"))\n"
          "        return\n"
          "    fi\n"
          "    case $prev in\n";
    std::vector<std::string_view> plain;
    for (const OptionHelp& h : kOptionHelp) {
        if (h.value.empty())
            continue;
        if (h.choices.empty()) {
            plain.push_back(h.name);
            continue;
        }
        os << "        --" << h.name << ")\n";
        if (h.choices == "@techniques")
            os << "            COMPREPLY=($(compgen -W \"$(setwise-cli techniques 2>/dev/null | cut -f1)\" -- "
                  "\"$cur\"))\n";
        else if (h.choices == "@file")
            os << "            COMPREPLY=($(compgen -f -- \"$cur\"))\n";
        else
            os << "            COMPREPLY=($(compgen -W \"" << h.choices << "\" -- \"$cur\"))\n";
        os << "            return ;;\n";
    }
    std::string alternatives;
    for (std::string_view n : plain)
        alternatives += (alternatives.empty() ? "--" : "|--") + std::string(n);
    os << "        " << alternatives << ")\n            return ;;\n    esac\n    case ${COMP_WORDS[1]} in\n";
    for (const CommandEntry& c : kCommands) {
        std::string opts = "--help";
        for (std::string_view o : optionsOf(c))
            opts += " --" + std::string(o);
        os << "        " << c.name << ") opts=\"" << opts << "\" ;;\n";
    }
    os << "        help) COMPREPLY=($(compgen -W \"" << allCommands()
       << "\" -- \"$cur\")); return ;;\n"
          "    esac\n"
          "    if [[ $cur == -* ]]; then\n"
          "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
          "    else\n"
          "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
          "    fi\n"
          "}\n"
          "complete -o filenames -F _setwise_cli setwise-cli\n";
}

void fishCompletion(std::ostream& os)
{
    auto quote
        = [](std::string_view t) { return "'" + replaced(replaced(std::string(t), "\\", "\\\\"), "'", "\\'") + "'"; };
    os << "# SPDX-License-Identifier: GPL-3.0-or-later\n"
          "# fish completion for setwise-cli (installed as share/fish/vendor_completions.d/setwise-cli.fish).\n"
          "# Made by `setwise-cli help --completion fish` (scripts/cli-docs.sh): do not edit.\n"
          "set -l commands "
       << allCommands()
       << "\n"
          "complete -c setwise-cli -f -n \"not __fish_seen_subcommand_from $commands\" -a \"$commands\"\n"
          "complete -c setwise-cli -n \"not __fish_seen_subcommand_from $commands\" -l version -d 'print the version'\n"
          "complete -c setwise-cli -n \"__fish_seen_subcommand_from help\" -f -a \"$commands\"\n"
          "complete -c setwise-cli -l help -d 'help on the command'\n";
    for (const CommandEntry& c : kCommands)
        os << "complete -c setwise-cli -f -n \"not __fish_seen_subcommand_from $commands\" -a " << c.name << " -d "
           << quote(summaryOf(c)) << '\n';
    for (const OptionHelp& h : kOptionHelp) {
        const auto commands = commandsWith(h.name);
        if (commands.empty())
            continue;
        os << "complete -c setwise-cli -n \"__fish_seen_subcommand_from " << joined(commands, " ") << "\" -l "
           << h.name;
        if (h.choices == "@techniques")
            os << " -x -a \"(setwise-cli techniques 2>/dev/null | cut -f1)\"";
        else if (h.choices == "@file")
            os << " -r -F";
        else if (!h.choices.empty())
            os << " -x -a " << quote(h.choices);
        else if (!h.value.empty())
            os << " -x";
        os << " -d " << quote(h.text) << '\n';
    }
}

void zshCompletion(std::ostream& os)
{
    auto quote = [](std::string_view t) { return "'" + replaced(std::string(t), "'", "'\\''") + "'"; };
    os << "#compdef setwise-cli\n"
          "# SPDX-License-Identifier: GPL-3.0-or-later\n"
          "# zsh completion for setwise-cli (installed as share/zsh/site-functions/_setwise-cli).\n"
          "# Made by `setwise-cli help --completion zsh` (scripts/cli-docs.sh): do not edit.\n\n"
          "_setwise-cli() {\n"
          "    local -a commands opts\n"
          "    commands=(\n";
    for (const CommandEntry& c : kCommands)
        os << "        " << quote(std::string(c.name) + ":" + replaced(std::string(summaryOf(c)), ":", "\\:")) << '\n';
    os << "        'help:help on a command'\n"
          "    )\n"
          "    if (( CURRENT == 2 )); then\n"
          "        _describe -t commands 'setwise-cli command' commands\n"
          "        _arguments '--version[print the version]' '--help[list the commands]'\n"
          "        return\n"
          "    fi\n"
          "    case $words[2] in\n";
    for (const CommandEntry& c : kCommands) {
        os << "        " << c.name << ")\n            opts=(" << quote("--help[help on the command]");
        for (std::string_view o : optionsOf(c)) {
            const OptionHelp* h = optionHelp(o);
            std::string spec = "--" + std::string(o) + "[";
            spec += h ? replaced(replaced(replaced(std::string(h->text), "[", "("), "]", ")"), ":", "\\:") : "";
            spec += "]";
            if (h && !h->value.empty()) {
                spec += ":" + std::string(h->value) + ":";
                if (h->choices == "@techniques")
                    spec += "{compadd -- $(setwise-cli techniques 2>/dev/null | cut -f1)}";
                else if (h->choices == "@file")
                    spec += "_files";
                else if (!h->choices.empty())
                    spec += "(" + std::string(h->choices) + ")";
            }
            os << "\n                " << quote(spec);
        }
        os << ") ;;\n";
    }
    os << "        help) _describe -t commands 'setwise-cli command' commands; return ;;\n"
          "    esac\n"
          "    _arguments -s $opts '*:file:_files'\n"
          "}\n\n"
          "_setwise-cli \"$@\"\n";
}

const CommandEntry* findCommand(std::string_view name)
{
    for (const auto& c : kCommands)
        if (name == c.name)
            return &c;
    return nullptr;
}

// After the command: everything written must have reached standard output
// (a full disk or a closed pipe is an error, not a silent loss).
int finish(Io& io, int status)
{
    errno = 0;
    io.out.flush();
    if (io.out)
        return status;
    const int e = errno;
    io.err << "error: cannot write to standard output" << (e ? std::string(": ") + std::strerror(e) : "") << '\n';
    return kExitWrite;
}

} // namespace

std::string Args::option(const std::string& name, const std::string& fallback) const
{
    auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
}

int reportError(Io& io, const Error& e, int status)
{
    // Standard output holds results only: the error goes to standard error,
    // as a JSON object with --json (docs/json.md), else as text.
    const std::string message = boundMessage(e.message);
    if (io.json) {
        JsonObject o;
        o.add("error", message).add("line", e.line).add("column", e.column);
        io.err << o.str() << '\n';
    } else {
        io.err << "error";
        if (e.line > 0)
            io.err << " at line " << e.line << ", column " << e.column;
        io.err << ": " << printable(message) << '\n';
    }
    return status;
}

int run(int argc, char** argv, std::istream& in, std::ostream& out, std::ostream& err)
{
    // Every JSON object line, on standard output or error, carries "version".
    VersionStamp outStamp(out), errStamp(err);
    std::ostream stampedOut(&outStamp), stampedErr(&errStamp);
    Io io { in, stampedOut, stampedErr };
    outStamp.follow(&io.json);
    errStamp.follow(&io.json);
    // --json may come before the command as well: "setwise-cli --json check X".
    std::vector<char*> reordered(argv, argv + argc);
    if (argc > 2 && std::string_view(argv[1]) == "--json") {
        std::swap(reordered[1], reordered[2]);
        argv = reordered.data();
    }
    if (argc < 2) {
        usage(err);
        return kExitError;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || (name == "help" && argc == 2)) {
        usage(out);
        return finish(io, kExitOk);
    }
    if (name == "--version" || name == "-V") {
        out << "setwise-cli " << SETWISE_VERSION << '\n';
        return finish(io, kExitOk);
    }
    if (name == "help" && argc == 3 && std::string_view(argv[2]) == "--man-options") {
        manOptions(out);
        return finish(io, kExitOk);
    }
    if (name == "help" && argc == 4 && std::string_view(argv[2]) == "--completion") {
        const std::string_view shell = argv[3];
        if (shell == "bash")
            bashCompletion(out);
        else if (shell == "zsh")
            zshCompletion(out);
        else if (shell == "fish")
            fishCompletion(out);
        else
            return reportError(io, Error { "help --completion takes bash, zsh or fish, not " + quoteInput(shell) });
        return finish(io, kExitOk);
    }
    if (name == "help" && argc == 3 && std::string_view(argv[2]) == "help") {
        out << "usage: setwise-cli help [COMMAND]\n\n"
               "Without COMMAND: the commands, the input forms and the exit codes.\n"
               "With COMMAND: its usage and each of its options (as COMMAND --help).\n";
        return finish(io, kExitOk);
    }
    if (name == "help") {
        const CommandEntry* c = findCommand(argv[2]);
        if (!c || argc > 3) {
            reportError(io,
                argc > 3 ? Error { "help takes one COMMAND" }
                         : Error { "help: unknown command " + quoteInput(argv[2]) });
            usage(err);
            return kExitError;
        }
        commandHelp(out, *c);
        return finish(io, kExitOk);
    }
    const CommandEntry* command = findCommand(name);
    Args args;
    std::vector<std::string> repeated, flagValues;
    bool optionsEnd = false, help = false;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (!optionsEnd && a == "--") {
            optionsEnd = true; // everything after "--" is an argument
        } else if (!optionsEnd && (a == "--help" || a == "-h")) {
            help = true;
        } else if (!optionsEnd && a.size() > 2 && a.rfind("--", 0) == 0) {
            std::string key = a.substr(2);
            std::string value;
            const auto eq = key.find('=');
            if (eq != std::string::npos) {
                value = key.substr(eq + 1);
                key = key.substr(0, eq);
                if (!takesValue(key))
                    flagValues.push_back(key);
            } else if (takesValue(key)) {
                const bool nextIsOption = i + 1 < argc && std::string_view(argv[i + 1]).rfind("--", 0) == 0
                    && std::string_view(argv[i + 1]).size() > 2;
                if (optionalValue(name, key) && (i + 1 >= argc || nextIsOption))
                    ; // bench --fish --json FILE: the FILE is an argument
                else if (i + 1 >= argc || nextIsOption)
                    return reportError(io, Error { "option --" + quotedName(key) + " needs a value" });
                else
                    value = argv[++i];
            }
            if (key == "json") {
                if (io.json)
                    repeated.push_back(key);
                io.json = true;
            } else if (!args.options.emplace(key, value).second) {
                repeated.push_back(key);
            }
        } else if (!optionsEnd && a.size() > 1 && a[0] == '-') {
            return reportError(io, Error { "unknown option " + quoteInput(a) });
        } else {
            args.positional.push_back(a);
        }
    }
    if (command && help) {
        commandHelp(out, *command);
        return finish(io, kExitOk);
    }
    if (command) {
        if (auto e = checkArgs(*command, args, repeated, flagValues))
            return finish(io, reportError(io, *e));
        try {
            return finish(io, command->run(args, io));
        } catch (const std::bad_alloc&) {
            io.out.flush();
            return finish(io, reportError(io, Error { "out of memory" }, kExitInternal));
        } catch (const std::system_error& e) { // e.g. no thread could be started
            io.out.flush();
            return finish(io, reportError(io, Error { std::string("internal failure: ") + e.what() }, kExitInternal));
        }
    }
    reportError(io, Error { "unknown command " + quoteInput(name) });
    usage(err);
    return kExitError;
}

} // namespace setwise::cli
