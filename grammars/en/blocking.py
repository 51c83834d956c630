"""Non-PHI that looks like PHI, tagged first (Replace) so that later stages see one opaque unit.

* ventilator settings and other slash chains: `PSV 10/5`, `600X12/5/40%`, `CPAP 5/5`, ABGs
  `7.40/35/64/22`, `co/ci/svr 5/2.7/784` (they look like dates `m/d`);
* fractions and scores: `1/2 NS`, `3/4 str`, `rales 1/3 up`, pain `8/10`, strength `5/5`;
* quantities with a unit after a four-digit number (`1500 CC`, `1975 ml`) and times with am/pm or a
  colon (`1900 - 0700` stays a time, `1992` a year: see dates.py);
* `X Ray` / `x-ray` (the paper's "Ray"), two-word eponyms and named devices (`Swan Ganz`, `Bair
  Hugger`, `Passy Muir`, `Mallory Weiss`), an eponym before a device word (`Foley catheter`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci = C["ci"], C["any_ci"]

num = number()
slash = punct("/")
glued = C["glued"]
dec = (punct(".") & glued) + (num & glued)      # a decimal part: "7.40", never "10/29. 10/30"
measure = num + opt(dec)
vent_mode = (any_ci("ps", "psv", "cpap", "bipap", "simv", "imv", "peep", "prvc", "ips", "ipap", "epap",
                    "flowby", "settings", "trial", "psvs", "vent", "ventilator", "niv", "nippv")
             | ci("a") + slash + ci("c") | ci("cpap") + punct("+") + ci("ps") | ci("cpap") + slash + any_ci("ps", "psv")
             | ci("co") + slash + ci("ci") + opt(slash + ci("svr")) | any_ci("ci", "co"))
vent_link = opt(any_ci("of", "at", "on", "to", "with", "from", "is", "was") | punct(":") | punct("-") | punct("="))
chain = measure + plus(slash + opt(punct("-")) + measure) + opt(punct("%"))
fraction = alt(*(words(f) for f in ("1/2", "1/3", "1/4", "2/3", "3/4", "5/5", "4/5")))
pain_left = any_ci("pain", "rates", "rated", "rating", "scale", "c/o", "level", "discomfort", "ha", "cp") | punct("#")
pain_right = any_ci("pain", "cp", "discomfort", "ha", "headache", "on", "scale", "incisional", "abd", "abdominal",
                    "chest", "back", "sharp", "dull", "cramping", "pressure", "burning", "l", "r", "left", "right")
unit = any_ci("cc", "ccs", "ml", "mls", "l", "mg", "mcg", "g", "gm", "units", "unit", "u", "meq", "kcal", "cal",
              "mmol", "kg", "lbs", "cm", "mm", "ms", "mosm", "calories", "steps", "ft", "feet", "x", "hrs", "hr")
eponym = lex("NONPHI+clin+eponym")
device = any_ci("catheter", "cath", "line", "drain", "tube", "bag", "valve", "sheath", "trach", "scale", "maneuver",
                "position", "score", "stocking", "stockings", "boots", "bed", "lift", "dressing", "mask", "tear",
                "syndrome", "disease", "sign", "criteria", "classification", "draining", "d/c'd", "dc'd", "removed",
                "inserted", "placed", "with", "to", "in", "care")

STAGE = Stage("blocking", [
    Rule("vent_settings", vent_mode + vent_link + chain, codes="NONPHI+vent"),
    Rule("times_chain", num + any_ci("x", "X") + num + plus(slash + opt(punct("-")) + measure) + opt(punct("%")),
         codes="NONPHI+vent"),
    # four or more numbers joined by slashes, or a decimal in the chain: never a date
    Rule("long_chain", measure + repeat(slash + opt(punct("-")) + measure, 3, None) + opt(punct("%")),
         codes="NONPHI+values"),
    Rule("decimal_chain", num + dec + plus(slash + measure), codes="NONPHI+values"),
    Rule("decimal_chain2", num + slash + num + dec + slash + measure, codes="NONPHI+values"),
    Rule("murmur", opt(punct("+")) + digits(1) + slash + regex(r"[46]") + right(any_ci("sem", "sm", "hsm", "dm", "murmur")),
         codes="NONPHI+murmur"),
    Rule("fraction", fraction, codes="NONPHI+fraction", weight=1),
    Rule("range_pair", num + (punct("-") & glued) + (num & glued) + slash + num + (punct("-") & glued) + (num & glued),
         codes="NONPHI+values"),
    Rule("pain_after", left(pain_left) + digits(1, 2) + slash + lit("10"), codes="NONPHI+score"),
    Rule("pain_range", digits(1, 2) + (punct("-") & glued) + (digits(1, 2) & glued) + slash + lit("10"),
         codes="NONPHI+score"),
    Rule("vent_after", chain + right(any_ci("peep", "ps", "psv", "cpap", "bipap", "fio2", "ips")), codes="NONPHI+vent",
         weight=1),
    Rule("pain_before", digits(1, 2) + slash + lit("10") + right(pain_right), codes="NONPHI+score"),
    Rule("percent_chain", measure + plus(slash + opt(punct("-")) + measure) + punct("%"), codes="NONPHI+vent"),
    Rule("fraction_unit", digits(1, 2) + slash + digits(1, 2)
         + (regex(r"(?i)hrs?|h|hours?|tabs?|amps?|ns|str|min") & glued),
         codes="NONPHI+fraction"),
    # not glued: the last group of "617-555-0198 x123" is no quantity
    Rule("quantity", (digits(4) & ~glued) + unit, codes="NONPHI+quantity"),
    Rule("x_ray", any_ci("x", "chest") + opt(punct("-")) + ci("ray") + opt(ci("s")), codes="NONPHI+xray"),
    Rule("eponyms", eponym + plus(opt(punct("-")) + eponym), codes="NONPHI+eponym"),
    Rule("eponym_device", eponym + right(device), codes="NONPHI+eponym", weight=1),
])
