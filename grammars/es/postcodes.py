"""Postcodes of a fixed foreign shape (MEDDOCAN TERRITORIO), before the streets stage.

The Argentine postcode (CPA) is a letter, four digits and three letters: `C1059ABG`, `C1120AAR`. The
tokenizer cuts it in three (`C`, `1059`, `ABG`), and the streets stage would take its first letter as
the door of the address before it (`Av. Santa Fe 1203 2° Piso [C]1059ABG`). Tagged here first, the
postcode is one unit that the street stops at; the places stage finds the other postcodes.
"""

from fstdeid.grammar import *

argentine_cpa = regex(r"[A-Z]") + (regex(r"\d{4}") & attached()) + (regex(r"[A-Z]{3}") & attached())

STAGE = Stage("postcodes", [
    Rule("argentine_cpa", argentine_cpa, codes="NE+TERRITORIO+cp"),
])
