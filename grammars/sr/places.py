"""Places (paper category `top`): towns, villages, districts, countries, regions, postal codes.

* a place of the lexicon whose readings are all unambiguous (`sure`: no form of it is a first
  name, a surname or a common word) in any of its case forms: `Jagodini`, `Kragujevca`,
  `Novom Sadu`, `Vrnjačkoj Banji`, Cyrillic `Београду`;
* any place after a preposition that governs its case (the prepositions carry the cases they
  govern as inflection codes, `iz.PREP:2`): `iz [[Bora]]`, `u [[Boru]]`, but not `iz Boru`;
* after a trigger noun (`grad`, `selo`, `opština`, `reka`): `iz sela [[Divci]]`, also unknown names;
* a five-digit postal code before a town is part of it: `[[36000 Kraljevo]]`.
"""

from fstdeid.grammar import *

PREP = lex("PREP")
TOP = lex("NE+top")
TOP_SURE = lex("NE+top+sure")
ZIP = lex("NE+top+zip")
NAMECAP = cap() & ~upper() & ~lex("NONPHI") & ~lex("TRIG") & ~lex("MONTH") & ~lex("PREP")

STAGE = Stage("places", [
    Rule("zip_town", ZIP + TOP, codes="NE+top+gr"),
    Rule("prep_place", left(part("prep", PREP)) + part("place", TOP), codes="NE+top+gr",
         agree={"case": ("prep", "place")}, infl_from=("place",), lemma_from=("place",)),
    Rule("trigger_place", left(lex("TRIG+top")) + (TOP | NAMECAP + repeat(cap() & ~lex("NONPHI") & ~line_start(), 0, 2)),
         codes="NE+top+gr", weight=1),
    Rule("sure_place", part("place", TOP_SURE), codes="NE+top+gr", infl_from=("place",), lemma_from=("place",),
         weight=2),
])
