"""The rule language: stages written as text instead of Python (`grammars/<lang>/<stage>.rules`).

    stage dates "Dates written with digits or month names"

    macro day   = <digits:1-2> ;
    macro month = "enero"i | "febrero"i | "marzo"i ;

    rule dmy  = day "/" <digits:1-2> "/" <digits:4> -> NE+FECHAS ;
    rule long = day "de" month ("de" <digits:4>)? -> NE+FECHAS ;

A `.rules` file compiles to the same `fstdeid.grammar` objects (`Stage`, `Rule`, patterns, or a
`Propagate` stage) as the equivalent Python stage file, hence to the same automata. The syntax is in `fstdeid.rules.parser`
and, with examples, in docs/grammar-guide.md.

    load_rules_file(path) -> Stage          what `cascade.csc` runs for a "*.rules" line
    parse_rules(text, path) -> RulesFile    the stage and the macros of a text
    format_stage(stage) -> str              a stage (from Python) written as rules
"""

from .format import format_atom, format_pattern, format_rule, format_stage
from .parser import RulesFile, load_rules_file, parse_rules

__all__ = ["RulesFile", "load_rules_file", "parse_rules", "format_stage", "format_rule", "format_pattern",
           "format_atom"]
