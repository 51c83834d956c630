"""Postcodes of a fixed foreign shape (MEDDOCAN TERRITORIO), before the streets stage.

The Argentine postcode (CPA) is a letter, four digits and three letters: `C1059ABG`, `C1120AAR`. The
tokenizer cuts it in three (`C`, `1059`, `ABG`), and the streets stage would take its first letter as
the door of the address before it (`Av. Santa Fe 1203 2° Piso [C]1059ABG`). Tagged here first, the
postcode is one unit that the street stops at; the places stage finds the other postcodes.

The short form, the province's letter and four digits (`C1425`), is a postcode before the town (`Av. Libertador 1250, piso 3. [C1425] Ciudad Autónoma de Buenos Aires`); the
tokenizer cuts it in two and the places stage would take its digits alone.
"""

from fstdeid.grammar import *

argentine_cpa = regex(r"[A-Z]") + (regex(r"\d{4}") & attached()) + (regex(r"[A-Z]{3}") & attached())

# (the province letters: no I, no O)
argentine_short = regex(r"[A-HJ-NP-Z]") + (regex(r"\d{4}") & attached())

STAGE = Stage("postcodes", [
    Rule("argentine_cpa", argentine_cpa, codes="NE+TERRITORIO+cp"),
    Rule("argentine_short", argentine_short + right(opt(punct(",") | punct("-")) + cap()), codes="NE+TERRITORIO+cp",
         weight=1),
])
