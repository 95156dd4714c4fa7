# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for setwise-cli (installed as
# share/bash-completion/completions/setwise-cli).
_setwise_cli()
{
    local cur prev commands opts
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    commands="check solve hints eval batch explain cover alternatives rate optimise generate techniques bench help"
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    case $prev in
        --technique|--techniques)
            local ids
            ids=$(setwise-cli techniques 2>/dev/null | cut -f1)
            COMPREPLY=($(compgen -W "$ids" -- "$cur"))
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
        --se|--seed|--attempts)
            return ;;
        --se-variant)
            COMPREPLY=($(compgen -W "se121 sukaku" -- "$cur"))
            return ;;
        --threads|--time-limit|--max|--rank|--digits|--nodes|--count|--isomorph|--budget|--limit|--puzzles|--base|--every|--config)
            return ;;
    esac
    local common="--json --help"
    local limits="--max --rank --digits --nodes --time-limit"
    case ${COMP_WORDS[1]} in
        check|eval|techniques) opts="$common" ;;
        solve) opts="$common --techniques $limits" ;;
        hints) opts="$common --technique --techniques $limits" ;;
        explain|alternatives) opts="$common --count $limits" ;;
        cover) opts="$common --rank" ;;
        batch) opts="$common --threads --progress --quiet --techniques --verify --isomorph $limits" ;;
        rate) opts="$common --threads --progress --quiet --techniques --no-optimise --se-only --budget --proof-alternatives --path --se-variant $limits" ;;
        optimise) opts="$common --techniques --budget --rank-alternatives --proof-alternatives --no-alternatives $limits" ;;
        generate) opts="$common --count --level --se --technique --needs --symmetry --minimal --seed --threads --format --attempts --stats" ;;
        bench) opts="$common --brute-force --fish --rank --limit --max --puzzles --nodes --base --every --states --config" ;;
        help) COMPREPLY=($(compgen -W "$commands" -- "$cur")); return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _setwise_cli setwise-cli
