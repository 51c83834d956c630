"""Ages: 90 or more is PHI (AGE, HIPAA Safe Harbor); a younger age is not PHI and is left untagged
(no later rule reads "58 YEAR OLD" as anything else; a rule for it would cost a walk on every
small number).

`98 yo`, `98 y/o`, `92 y.o.`, `91 yr old`, `ninety-two years old`, `93-year-old`, `aged 95`, `age: 101`,
`100 yo`; the PhysioNet gold marks only ages over 89 (`98 yo gentleman`), like HIPAA.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci = C["ci"], C["any_ci"]

old = regex(r"9[0-9]|1[01][0-9]")
unit = (any_ci("yo", "yr", "yrs", "year", "years", "y", "yoa") + opt(punct(".")) + opt(opt(punct("-")) + ci("old"))
        | ci("y") + (punct("/") | punct(".")) + ci("o") + opt(punct("."))
        | ci("y") + punct(".") + ci("o") + opt(punct("."))
        | any_ci("yom", "yof", "yowm", "yowf", "yobm", "yobf"))
year_old = opt(punct("-")) + unit
aged = any_ci("aged", "age") + opt(punct(":") | ci("of"))
ninety = any_ci("ninety", "hundred") + opt(punct("-") + word())

STAGE = Stage("ages", [
    Rule("old", old + year_old, codes="NE+AGE"),
    Rule("old_sp", old + right(ci("s/p") | ci("status") + ci("post")), codes="NE+AGE", weight=1),
    Rule("old_aged", left(aged) + old, codes="NE+AGE"),
    Rule("ninety", ninety + year_old, codes="NE+AGE"),
])
