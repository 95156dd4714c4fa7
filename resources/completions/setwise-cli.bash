# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for setwise-cli (installed as share/bash-completion/completions/setwise-cli).
# Made by `setwise-cli help --completion bash` (scripts/cli-docs.sh): do not edit.
_setwise_cli()
{
    local cur prev opts
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "check solve hints eval batch explain cover alternatives rate optimise generate merge techniques bench help --help --version" -- "$cur"))
        return
    fi
    case $prev in
        --techniques)
            COMPREPLY=($(compgen -W "$(setwise-cli techniques 2>/dev/null | cut -f1)" -- "$cur"))
            return ;;
        --technique)
            COMPREPLY=($(compgen -W "$(setwise-cli techniques 2>/dev/null | cut -f1)" -- "$cur"))
            return ;;
        --se-variant)
            COMPREPLY=($(compgen -W "se121 sukaku" -- "$cur"))
            return ;;
        --brute-force)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --fish)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --config)
            COMPREPLY=($(compgen -W "first rank0 rank1" -- "$cur"))
            return ;;
        --level)
            COMPREPLY=($(compgen -W "easy medium hard unfair extreme" -- "$cur"))
            return ;;
        --symmetry)
            COMPREPLY=($(compgen -W "none rotational rotational-90 diagonal anti-diagonal bi-diagonal horizontal vertical mirror orthogonal dihedral" -- "$cur"))
            return ;;
        --format)
            COMPREPLY=($(compgen -W "81 729 library pencilmarks" -- "$cur"))
            return ;;
        --resume)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --threads|--time-limit|--max|--rank|--digits|--nodes|--count|--isomorph|--budget|--limit|--puzzles|--base|--every|--se|--seed|--attempts|--shard|--line-offset)
            return ;;
    esac
    case ${COMP_WORDS[1]} in
        check) opts="--help --json" ;;
        solve) opts="--help --json --techniques --max --rank --digits --nodes --time-limit" ;;
        hints) opts="--help --json --technique --techniques --max --rank --digits --nodes --time-limit" ;;
        eval) opts="--help --json" ;;
        batch) opts="--help --json --threads --progress --quiet --shard --resume --line-offset --techniques --verify --isomorph --max --rank --digits --nodes --time-limit" ;;
        explain) opts="--help --json --count --max --rank --digits --nodes --time-limit" ;;
        cover) opts="--help --json --rank" ;;
        alternatives) opts="--help --json --count --max --rank --digits --nodes --time-limit" ;;
        rate) opts="--help --json --threads --progress --quiet --shard --resume --line-offset --techniques --no-optimise --se-only --budget --proof-alternatives --path --se-variant --max --rank --digits --nodes --time-limit" ;;
        optimise) opts="--help --json --techniques --budget --rank-alternatives --proof-alternatives --no-alternatives --max --rank --digits --nodes --time-limit" ;;
        generate) opts="--help --json --count --level --se --technique --needs --symmetry --minimal --seed --threads --format --attempts --stats --shard --resume" ;;
        merge) opts="--help --json" ;;
        techniques) opts="--help --json" ;;
        bench) opts="--help --json --brute-force --fish --rank --limit --max --puzzles --nodes --base --every --states --config --signature" ;;
        help) COMPREPLY=($(compgen -W "check solve hints eval batch explain cover alternatives rate optimise generate merge techniques bench help" -- "$cur")); return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _setwise_cli setwise-cli
