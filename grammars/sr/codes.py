"""Non-PHI look-alikes, tagged early so that later stages leave them alone (the paper's first FST).

* ICD-10 codes: `S02.5`, `J18.1`, `I10`, also after `Dg.` (the dates stage guards those glued to a date);
* blood pressure and other ratios of vital signs: `TA 150/90`, `RR 120/80`, `150/90 mmHg`;
* doses and sizes: `2x1`, `3x nedeljno`, `22x18 mm`;
* eponymous methods: `Zvezdara metoda` (the paper's example: the Zvezdara method is not the clinical
  centre "Zvezdara", which is an organisation).
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731

icd = regex(r"[A-Z]") + (digits(2) & attached()) + opt((punct(".") & attached()) + (digits(1, 2) & attached()))
ratio = digits(2, 3) + punct("/") + digits(2, 3)
bp_trigger = lit("TA") | lit("RR") | ci("pritisak") | ci("pritiska") | lit("ТА")
bp_unit = ci("mmHg") | ci("mm") + ci("Hg")
dose = digits(1, 3) + (ci("x") & attached()) + opt(digits(1, 3) & attached())
method = (cap() & lex("NE+top")) + (ci("metoda") | ci("metode") | ci("metodom") | ci("metodi") | ci("metodu"))

STAGE = Stage("codes", [
    Rule("icd", icd, codes="NONPHI+icd"),
    Rule("blood_pressure", bp_trigger + opt(punct(":")) + ratio + opt(bp_unit), codes="NONPHI+measure"),
    Rule("ratio_unit", ratio + bp_unit, codes="NONPHI+measure"),
    Rule("dose", dose, codes="NONPHI+measure"),
    Rule("eponymous_method", method, codes="NONPHI+eponym"),
])
