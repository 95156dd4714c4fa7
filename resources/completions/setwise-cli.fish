# SPDX-License-Identifier: GPL-3.0-or-later
# fish completion for setwise-cli (installed as
# share/fish/vendor_completions.d/setwise-cli.fish).
set -l commands check solve hints eval batch explain cover alternatives rate optimise generate techniques bench help
complete -c setwise-cli -f -n "not __fish_seen_subcommand_from $commands" -a "$commands"
complete -c setwise-cli -n "not __fish_seen_subcommand_from $commands" -l version -d 'print the version'
complete -c setwise-cli -l json -d 'one JSON object per line'
complete -c setwise-cli -l help -d 'help on the command'
complete -c setwise-cli -n "__fish_seen_subcommand_from solve hints batch rate optimise" -l techniques -x -d 'technique ids' -a "(setwise-cli techniques 2>/dev/null | cut -f1)"
complete -c setwise-cli -n "__fish_seen_subcommand_from hints" -l technique -x -d 'one technique' -a "(setwise-cli techniques 2>/dev/null | cut -f1)"
complete -c setwise-cli -n "__fish_seen_subcommand_from solve hints explain alternatives batch rate optimise" -l time-limit -x -d 'CPU seconds, 0 none'
complete -c setwise-cli -n "__fish_seen_subcommand_from solve hints explain alternatives batch rate optimise" -l max -x -d 'rank search truths'
complete -c setwise-cli -n "__fish_seen_subcommand_from solve hints explain alternatives batch rate optimise cover" -l rank -x -d 'rank 0-2'
complete -c setwise-cli -n "__fish_seen_subcommand_from solve hints explain alternatives batch rate optimise" -l nodes -x -d 'node budget'
complete -c setwise-cli -n "__fish_seen_subcommand_from explain alternatives" -l count -x -d 'structures to list'
complete -c setwise-cli -n "__fish_seen_subcommand_from batch rate" -l threads -x -d 'threads (default: cores)'
complete -c setwise-cli -n "__fish_seen_subcommand_from batch rate" -l progress -d 'progress on standard error'
complete -c setwise-cli -n "__fish_seen_subcommand_from batch rate" -l quiet -d 'no progress'
complete -c setwise-cli -n "__fish_seen_subcommand_from batch" -l verify -d 'check every step'
complete -c setwise-cli -n "__fish_seen_subcommand_from batch" -l isomorph -x -d 'random isomorph seed'
complete -c setwise-cli -n "__fish_seen_subcommand_from rate" -l no-optimise -d 'skip the BERT optimiser'
complete -c setwise-cli -n "__fish_seen_subcommand_from rate" -l se-only -d 'only ER/EP/ED (no HoDoKu or BERT path)'
complete -c setwise-cli -n "__fish_seen_subcommand_from rate" -l path -d 'the SE path of each puzzle'
complete -c setwise-cli -n "__fish_seen_subcommand_from rate" -l se-variant -x -a 'se121 sukaku'
complete -c setwise-cli -n "__fish_seen_subcommand_from rate optimise" -l budget -x -d 'optimiser rollouts'
complete -c setwise-cli -n "__fish_seen_subcommand_from optimise" -l rank-alternatives
complete -c setwise-cli -n "__fish_seen_subcommand_from rate optimise" -l proof-alternatives -d 'forcing, template and exotic steps beside the path'
complete -c setwise-cli -n "__fish_seen_subcommand_from optimise" -l no-alternatives
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l brute-force -d 'brute-force throughput'
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l fish -d 'fish search cost'
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l limit -x
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l puzzles -x
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l every -x
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l base -x
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l states
complete -c setwise-cli -n "__fish_seen_subcommand_from bench" -l config -x
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l count -x -d 'puzzles to generate'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l level -x -a 'easy medium hard unfair extreme'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l se -x -d 'rating range MIN-MAX'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l technique -x -d 'technique ids or families' -a "(setwise-cli techniques 2>/dev/null | cut -f1)"
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l needs -d 'the technique is needed'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l symmetry -x -a 'none rotational rotational-90 diagonal anti-diagonal bi-diagonal horizontal vertical mirror orthogonal dihedral'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l minimal -d 'no given removable'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l seed -x -d 'reproducible seed'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l threads -x -d 'threads'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l format -x -a '81 729 library pencilmarks'
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l attempts -x
complete -c setwise-cli -n "__fish_seen_subcommand_from generate" -l stats -d 'CPU time per puzzle'
complete -c setwise-cli -n "__fish_seen_subcommand_from help" -f -a "$commands"
