// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include "app/cli/cmd_fish.h"
#include "app/cli/cmd_rank.h"
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "engine/techniques.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace setwise::cli
{

namespace
{

struct CommandEntry {
    const char* name;
    int (*run)(const Args&, Io&);
    const char* usage;
};

// bench --brute-force FILE | --fish FILE | --rank FILE
int benchDispatch(const Args& args, Io& io)
{
    if (args.has("fish"))
        return benchFish(args, io);
    if (args.has("rank") && !args.has("brute-force"))
        return benchRank(args, io);
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

const CommandEntry kCommands[] = {
    { "check", cmdCheck, "check STATE            count solutions (stops at 2)" },
    { "solve", cmdSolve, "solve STATE [--techniques LIST]   solution path, simplest first" },
    { "hints", cmdHints, "hints STATE [--technique ID]      every step available in the state" },
    { "eval", cmdEval, "eval STATE \"BASES / COVERS\"      evaluate user-chosen sets, e.g. \"3R17 / 3C49\"" },
    { "batch", cmdBatch, "batch FILE [--threads N] [--techniques LIST] [--verify]   solve every line" },
    { "explain", cmdExplain, "explain STATE 3r2c4 [--max N]    simplest structure that eliminates a candidate" },
    { "cover", cmdCover, "cover STATE \"BASES\"              fewest covers for bases you picked" },
    { "alternatives", cmdAlternatives, "alternatives STATE \"BASES / COVERS\"   other structures, same eliminations" },
    { "techniques", cmdTechniques, "techniques                        the registry: id, family, default on/off, name" },
    { "bench", benchDispatch, "bench --brute-force|--fish|--rank FILE [--max N]   solver, fish and rank benchmarks" },
};

// Options that take a value; every other --option is a flag.
bool takesValue(const std::string& name)
{
    return name == "techniques" || name == "technique" || name == "threads" || name == "limit" || name == "brute-force"
        || name == "max" || name == "budget" || name == "fish" || name == "rank" || name == "digits"
        || name == "puzzles" || name == "nodes" || name == "count" || name == "base" || name == "every"
        || name == "config";
}

void usage(std::ostream& os)
{
    os << "usage: setwise-cli COMMAND [--json] ARGS\n"
          "STATE is a puzzle or state in any format (81 digits, 729-character candidate line,\n"
          "pencilmark grid, HoDoKu library line), '-' for standard input, or @FILE.\n\ncommands:\n";
    for (const auto& c : kCommands)
        os << "  " << c.usage << '\n';
}

} // namespace

std::string Args::option(const std::string& name, const std::string& fallback) const
{
    auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
}

Result<std::string> readInput(const std::string& arg, std::istream& in)
{
    if (arg == "-") {
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        return text;
    }
    if (!arg.empty() && arg[0] == '@') {
        std::ifstream f(arg.substr(1), std::ios::binary);
        if (!f)
            return Error { "cannot open file '" + arg.substr(1) + "'" };
        std::ostringstream ss;
        ss << f.rdbuf();
        return ss.str();
    }
    return arg;
}

int reportError(Io& io, const Error& e)
{
    if (io.json) {
        JsonObject o;
        o.add("error", e.message).add("line", e.line).add("column", e.column);
        io.out << o.str() << '\n';
    } else {
        io.err << "error";
        if (e.line > 0)
            io.err << " at line " << e.line << ", column " << e.column;
        io.err << ": " << e.message << '\n';
    }
    return kExitError;
}

int run(int argc, char** argv, std::istream& in, std::ostream& out, std::ostream& err)
{
    Io io { in, out, err };
    if (argc < 2) {
        usage(err);
        return kExitError;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        usage(out);
        return 0;
    }
    Args args;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            std::string key = a.substr(2);
            std::string value;
            if (auto eq = key.find('='); eq != std::string::npos) {
                value = key.substr(eq + 1);
                key = key.substr(0, eq);
            } else if (takesValue(key)) {
                if (i + 1 >= argc)
                    return reportError(io, Error { "option --" + key + " needs a value" });
                value = argv[++i];
            }
            if (key == "json")
                io.json = true;
            else
                args.options[key] = value;
        } else {
            args.positional.push_back(a);
        }
    }
    for (const auto& c : kCommands)
        if (name == c.name)
            return c.run(args, io);
    reportError(io, Error { "unknown command '" + name + "'" });
    usage(err);
    return kExitError;
}

} // namespace setwise::cli
