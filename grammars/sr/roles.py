"""Titles and roles: non-PHI tags that help find names (the paper's `<role>`, its example 2).

* titles: `Dr`, `dr`, `dr.`, `prof.`, `doc.`, `prim.`, `mr`, `sci.`, `med.` in any combination
  (`prof. dr sci. med.`), `G-đa`, `G-din`, `gđa`, `g.` and Cyrillic `др`, `проф.`;
* roles: every case form of the role nouns of the sr-triggers lexicon (`Istražni sudija`, `lekar`,
  `pacijentkinja`, `supruga`...), with a `za` complement (`specijalista za otorinolaringologiju`).

The persons stage uses these tags as left contexts (`dr [[Petar Todorović]]`) and right contexts
(`[[Drangan Jorvanović]], specijalista za ...`).
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
dot = punct(".")

one_title = (
    (ci("dr") | ci("др") | ci("doktor") | ci("doktorka")) + opt(dot)
    | (ci("prof") | ci("проф")) + opt(dot)
    | (ci("doc") | ci("доц")) + opt(dot)
    | (ci("prim") | ci("прим")) + opt(dot)
    | (ci("mr") | ci("мр")) + opt(dot)
    | (ci("sci") | ci("med") | ci("spec") | ci("спец")) + opt(dot)
    | ci("ass") + opt(dot) | ci("asist") + opt(dot)
    | lit("G") + punct("-") + (ci("đa") | ci("din") | ci("đica") | ci("dja") | ci("đo"))
    | lit("Г") + punct("-") + (ci("ђа") | ci("дин"))
    | (ci("gđa") | ci("gdin") | ci("gđica") | ci("гђа")) + opt(dot)
)
title = one_title + repeat(one_title, 0, 4)

role = lex("TRIG+role")
za_complement = ci("za") + repeat(lower() & ~lex("PREP") & ~punct(","), 1, 3)

STAGE = Stage("roles", [
    Rule("title", title, codes="NONPHI+title"),
    Rule("role_za", role + za_complement, codes="NONPHI+role", weight=-1),
    Rule("role", role, codes="NONPHI+role"),
])
