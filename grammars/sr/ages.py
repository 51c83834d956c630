"""Ages over 89 (HIPAA; the paper files them under `date`): the number, with its ordinal period.

`[[94]] godine`, `u [[94.]] godini`, `[[91]] godinu star`, `u [[97.]] godini života`; 82 godine is not PHI.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
age = regex(r"9\d|1[01]\d")
unit = (ci("godina") | ci("godine") | ci("godinu") | ci("godini") | ci("god") | ci("година") | ci("године")
        | ci("годину") | ci("години"))

STAGE = Stage("ages", [
    Rule("age_over_89", age + opt(punct(".") & attached()) + right(unit), codes="NE+date+age"),
    Rule("age_adjective", age + right(punct("-") + regex(r"(?i)godišnj\w*|годишњ\w*")), codes="NE+date+age"),
])
